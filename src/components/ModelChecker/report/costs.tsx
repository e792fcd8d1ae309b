/** "Cost on a phone": each cost against its budget. */
import type { ReactNode } from 'react';
import ScrollableTable from '../../ScrollableTable';
import { amount, formatBytes } from '../format';
import type { Cost } from '../analysis/types';
import { Badge, count, Fold, Sources, type ModelReportProps } from './parts';
import styles from './styles.module.css';

export function costValue(cost: Cost): string {
  return amount(cost.value, cost.unit);
}

export function costBudget(cost: Cost): string {
  return cost.unit === 'bytes' ? formatBytes(cost.budget) : count(cost.budget);
}

export function Costs({ report }: ModelReportProps): ReactNode {
  return (
    <section aria-labelledby="model-costs">
      <h2 id="model-costs">Cost on a phone</h2>
      <p>{costSummary(report.costs)}</p>
      <Fold summary="Each cost against its budget, and why that budget">
        <ScrollableTable>
          <thead>
            <tr>
              <th>What, and why this budget</th>
              <th>This model</th>
              <th>Budget</th>
            </tr>
          </thead>
          <tbody>
            {report.costs.map((c) => (
              <tr key={c.label}>
                <td>
                  <strong>{c.label}</strong>
                  <span className={styles.basis}>{c.basis}</span>
                  <Sources citations={c.citations} />
                </td>
                <td>
                  {costValue(c)}
                  {c.estimate && <span className={styles.meta}> (estimate)</span>}{' '}
                  <Badge kind={c.over ? 'warning' : 'supported'}>
                    {c.over ? 'over' : 'within'}
                  </Badge>
                </td>
                <td>{costBudget(c)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      </Fold>
    </section>
  );
}

/** One line for the costs: all within budget, or which are over (the verdicts say by how much). */
export function costSummary(costs: readonly Cost[]): string {
  const over = costs.filter((c) => c.over);
  const names = costs.map((c) => c.label.toLowerCase()).join(', ');
  if (over.length === 0) return `Within every budget: ${names}.`;
  return `Over: ${over.map((c) => `${c.label.toLowerCase()} (${costValue(c)})`).join(', ')}; the rest within budget.`;
}
