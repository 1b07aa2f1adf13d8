/** A built shell's index.html as the server fills it (SEO head, first view): what the page tests serve. */
export const SHELL_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Upstate Wedding Directory</title>
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
