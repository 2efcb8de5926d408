import axe from 'axe-core';

/**
 * axe's landmark and heading rules over the whole test page (they are page-level: run on an element,
 * as `to.be.accessible()` does, some of them never run). Nothing is disabled.
 */
const LANDMARK_RULES = [
  'region',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level',
  'bypass',
  'skip-link',
];

/**
 * `pageBehind: 'inert'`: something covers the page (the narrow screen's open menu), which makes the
 * page behind it inert (issue 22), so its main landmark and heading are rightly out of reach: the
 * rules that ask for them do not apply then.
 */
export async function landmarkViolations({ headingOne = true, pageBehind = 'shown' as 'shown' | 'inert' } = {}): Promise<string[]> {
  const shown = pageBehind === 'shown';
  const rules = [...LANDMARK_RULES.filter((rule) => shown || rule !== 'landmark-one-main'), ...(headingOne && shown ? ['page-has-heading-one'] : [])];
  const results = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`),
  );
}
