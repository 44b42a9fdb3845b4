// `npm run size`: gzip JS per page template of the last build, against performance-budgets.json.
import path from 'node:path';
import { ROUTES } from '../src/config/routes';
import { budgetKbFor, measurePage } from './lib/page-weight';

const publicDir = path.resolve(__dirname, '../public');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const seen = new Set<string>();
let over = 0;
console.log('Gzip JavaScript per page template (first page of each template):\n');
console.log(`${'page'.padEnd(28)}${'template'.padEnd(64)}${'KB'.padStart(8)}${'budget'.padStart(9)}`);
for (const route of ROUTES.filter((entry) => entry.path !== '/500')) {
  const weight = measurePage(publicDir, route.path === '/404' ? '/404' : route.path);
  const template = weight.template.replace(/-content-file-path-.*$/, '');
  const budget = budgetKbFor(route.path);
  const overBudget = weight.gzipBytes / 1024 > budget;
  if (overBudget) over += 1;
  if (seen.has(template) && !overBudget) continue;
  seen.add(template);
  console.log(
    `${route.path.padEnd(28)}${template.padEnd(64)}${kb(weight.gzipBytes).padStart(8)}${String(budget).padStart(9)}${overBudget ? '  OVER' : ''}`,
  );
}
if (over) {
  console.error(`\n${over} page(s) over their JavaScript budget.`);
  process.exit(1);
}
