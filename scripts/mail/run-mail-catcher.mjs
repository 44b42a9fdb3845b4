// `npm run mail`: the local mail catcher on its own (npm start runs one itself).
import { startMailCatcher } from './mail-catcher.mjs';

const catcher = await startMailCatcher({
  smtpPort: Number(process.env.SMTP_PORT ?? 1025),
  httpPort: Number(process.env.MAIL_HTTP_PORT ?? 1080),
  log: (mail) => console.log(`Mail to ${mail.to}: ${mail.subject}\n  ${mail.links.join('\n  ')}`),
});
console.log(`Catching mail on smtp://127.0.0.1:${catcher.smtpPort}; read it at ${catcher.httpUrl}/messages`);
