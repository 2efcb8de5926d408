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

export async function landmarkViolations({ headingOne = true } = {}): Promise<string[]> {
  const rules = headingOne ? [...LANDMARK_RULES, 'page-has-heading-one'] : LANDMARK_RULES;
  const results = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`),
  );
}
