// Lighthouse's floor on this machine: a static page of a heading, a form and
// 60 lines of text, no script. When it scores under 95 in a run, the machine,
// not the app, is what that run measured (issue 41).
import { createServer } from 'node:http';

const lines = Array.from(
  { length: 60 },
  (_, i) => `<p>Ligne ${i + 1} : une consultation claire, à votre rythme, sans engagement.</p>`,
).join('\n');
const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Page de référence du banc d’essai">
<title>Référence statique</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;line-height:1.5}label,input,button{display:block;margin:.5rem 0;font-size:1rem}input,button{min-height:48px}</style>
</head>
<body>
<main>
<h1>Référence statique</h1>
<form method="post" action="/">
<label for="email">Adresse e-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<label for="password">Mot de passe</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Se connecter</button>
</form>
${lines}
</main>
</body>
</html>`;

createServer((req, res) => {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  });
  res.end(html);
}).listen(Number(process.env.PORT), '127.0.0.1');
