# syntax=docker/dockerfile:1
# The production image of the API, the worker and the CLI (one image, three commands; see docker-compose.yml).
# Multi-stage: the full Node image compiles native modules (better-sqlite3, sharp's libvips is prebuilt) and
# builds the micro-frontends; the final image is the slim one with production dependencies only, as a
# non-root user. Node 24 LTS pinned to a release: the major `.ci/run` runs the whole suite on.

FROM node:24.22.3-bookworm AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY microfrontends/packages/ui/package.json microfrontends/packages/ui/
COPY microfrontends/packages/api-client/package.json microfrontends/packages/api-client/
COPY microfrontends/packages/auth-store/package.json microfrontends/packages/auth-store/
COPY microfrontends/shell/package.json microfrontends/shell/
COPY microfrontends/public/package.json microfrontends/public/
COPY microfrontends/vendor/package.json microfrontends/vendor/
COPY microfrontends/admin/package.json microfrontends/admin/
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24.22.3-bookworm AS web
WORKDIR /app
COPY package.json package-lock.json ./
COPY microfrontends ./microfrontends
RUN npm ci --no-audit --no-fund
COPY domain ./domain
COPY scripts ./scripts
COPY tsconfig*.json ./
RUN npm run build

FROM node:24.22.3-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data MIGRATE_ON_START=false SEED_DEMO=false
# mariadb-dump and mariadb for `npm run cli -- backup|restore` (docs/operations.md 'Back up').
RUN apt-get update && apt-get install -y --no-install-recommends mariadb-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json ./
COPY --chown=node:node domain ./domain
COPY --chown=node:node application ./application
COPY --chown=node:node adapters ./adapters
COPY --chown=node:node apps ./apps
COPY --from=web --chown=node:node /app/microfrontends ./microfrontends
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "apps/api/main.ts"]
