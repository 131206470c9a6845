import { baseUrlOf, brandNames, type BrandName } from '../brands.ts';

/** One sandbox answer that did not match openapi.yaml (apps/sandbox's `ContractViolation`). */
export interface ContractViolation {
  method: string;
  /** openapi.yaml path template, e.g. `/customers/{id}/`. */
  operation: string;
  url: string;
  status: number;
  /** Ajv's findings (`<field path> <message>`), or why the answer could not be checked at all. */
  problems: string[];
}

/** What a sandbox started with `CONTRACT_CHECK=1` answers at `GET /sandbox/contract`. */
export interface ContractReport {
  checked: number;
  /** Answers checked per `METHOD /template/ status`. */
  operations: Record<string, number>;
  violations: ContractViolation[];
}

/**
 * The contract report of one brand's sandbox. Throws when the sandbox does not check its answers
 * (404: started without `CONTRACT_CHECK=1`), so a run cannot pass by not checking.
 *
 * @example
 * const { checked, violations } = await fetchContractReport('default');
 */
export async function fetchContractReport(brand: BrandName): Promise<ContractReport> {
  const url = `${baseUrlOf(brand)}/sandbox/contract`;
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(
      `${url} answered ${response.status}: start the sandbox with CONTRACT_CHECK=1 (playwright.config.ts webServer env).`,
    );
  return (await response.json()) as ContractReport;
}

/**
 * The contract reports of every brand's sandbox.
 *
 * @example
 * for (const [brand, report] of await fetchAllContractReports()) console.log(brand, report.checked);
 */
export async function fetchAllContractReports(): Promise<[BrandName, ContractReport][]> {
  return Promise.all(
    brandNames.map(async (brand): Promise<[BrandName, ContractReport]> => [
      brand,
      await fetchContractReport(brand),
    ]),
  );
}

/**
 * One line per problem: brand, operation, status, request URL and the failing field's path, so a
 * failing run says which answer broke the contract and where.
 *
 * @example
 * describeViolations('default', report);
 * // ['default: GET /customers/ → 200 (/api/customers/): /0/email must match format "email"']
 */
export function describeViolations(brand: BrandName, report: ContractReport): string[] {
  return report.violations.flatMap((violation) =>
    violation.problems.map(
      (problem) =>
        `${brand}: ${violation.method} ${violation.operation} → ${violation.status} (${violation.url}): ${problem}`,
    ),
  );
}
