// Lints in-memory snippets at given paths with the repository's ESLint config, in a process of its
// own (ESLint loads its flat config with import(), which Jest's module system does not run).
// Reads `[{ filePath, code }]` as JSON on stdin; prints each snippet's no-restricted-imports
// messages as JSON.
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(
    result.messages
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message),
  );
}
process.stdout.write(JSON.stringify(results));
