# Production image of the API (and, later, the worker): multi-stage, Node 24, non-root, production
# dependencies only. Built and run by docker-compose.yml.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && node scripts/build-web.mjs --force && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/domain ./domain
COPY --from=build --chown=node:node /app/application ./application
COPY --from=build --chown=node:node /app/adapters ./adapters
COPY --from=build --chown=node:node /app/apps ./apps
COPY --from=build --chown=node:node /app/microfrontends ./microfrontends
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "apps/api/main.ts"]
