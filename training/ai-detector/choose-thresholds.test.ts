import { describe, expect, it } from 'vitest';
import { chooseThresholds, findThresholdRules, listCutDemands } from './choose-thresholds';

const many = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

describe('chooseThresholds', () => {
  it('keeps every human source at or under its share flagged, counting a repeated document once', () => {
    // 50 human documents of one source: 2% allows one flagged. The top document appears twice;
    // counted twice it would use up the allowance on its own and push the cut-off above it.
    const human = [0.97, 0.97, 0.9, ...many(48, 0.2)];
    const ai = many(40, 0.95);
    const probabilities = [...human, ...ai];
    const thresholds = chooseThresholds({
      probabilities,
      labels: [...many(human.length, 0), ...many(ai.length, 1)],
      domains: many(probabilities.length, 'essays'),
      judged: many(probabilities.length, true),
      groups: [...['top', 'top'], ...human.slice(2).map((_, i) => `h${i}`), ...ai.map((_, i) => `a${i}`)],
    }, { maxDomainFpr: 0.02, maxPooledFpr: 1 });
    expect(thresholds.likelyAi).toBeGreaterThan(0.9);
    expect(thresholds.likelyAi).toBeLessThanOrEqual(0.95);
  });

  it('asks for the precision within each era, not only overall', () => {
    // Era 'hc3': 20 model texts at 0.9 and 2 human texts at 0.9 (precision 0.91 there), many easy
    // corpus texts at 0.9 too: pooled precision would pass at 0.9, the hc3 era's does not.
    const probabilities = [...many(20, 0.9), 0.9, 0.9, ...many(100, 0.9), ...many(200, 0.1)];
    const labels = [...many(20, 1), 0, 0, ...many(100, 1), ...many(200, 0)];
    const eras = [...many(22, 'hc3'), ...many(100, 'corpus'), ...many(100, 'hc3'), ...many(100, 'corpus')];
    const evidence = { probabilities, labels, domains: many(probabilities.length, 'all'), judged: many(probabilities.length, true) };
    expect(chooseThresholds(evidence, { maxDomainFpr: 1, maxPooledFpr: 1 }).likelyAi).toBeCloseTo(0.9);
    expect(chooseThresholds({ ...evidence, eras }, { maxDomainFpr: 1, maxPooledFpr: 1 }).likelyAi).toBeGreaterThan(0.9);
  });

  it('does not cap a cut-off the rules need above 0.99', () => {
    const probabilities = [0.995, ...many(20, 0.1), ...many(10, 0.999)];
    const labels = [0, ...many(20, 0), ...many(10, 1)];
    const thresholds = chooseThresholds({ probabilities, labels, domains: many(31, 'all'), judged: many(31, true) }, { maxDomainFpr: 0, maxPooledFpr: 0 });
    expect(thresholds.likelyAi).toBeGreaterThan(0.995);
  });

  it('lists what each rule asks of the cut-off; the highest demand is the cut-off chosen', () => {
    // Human documents: 100 of source 'a' (two high: 0.96, 0.91), 10 of source 'b' (one high: 0.97);
    // 60 model texts at 0.2. 2% of 'b' allows none flagged, so its 0.97 sets the cut-off; the pooled
    // 1% allows one of 110 (cut above 0.96); 2% of 'a' allows two; precision holds from 0.2 (60 of 63).
    const probabilities = [0.96, 0.91, ...many(98, 0.1), 0.97, ...many(9, 0.1), ...many(60, 0.2)];
    const labels = [...many(110, 0), ...many(60, 1)];
    const domains = [...many(100, 'a'), ...many(10, 'b'), ...many(60, 'model')];
    const evidence = { probabilities, labels, domains, judged: many(170, true) };
    const demands = listCutDemands(evidence).sort((x, y) => y.cut - x.cut);
    expect(demands.map((demand) => demand.rule)).toEqual([
      '≤ 2% of b (10 human documents)',
      '≤ 1% of all human documents',
      'even odds',
      'precision ≥ 0.95',
      '≤ 2% of a (100 human documents)',
    ]);
    expect(demands[0]?.cut).toBeCloseTo(0.97, 5);
    expect(demands[1]?.cut).toBeCloseTo(0.96, 5);
    expect(demands[3]?.cut).toBeCloseTo(0.2, 5);
    expect(chooseThresholds(evidence).likelyAi).toBe(demands[0]?.cut);
  });

  it("holds English's non-native essays to the issue's 1 in 29, the other languages to 2%", () => {
    // 61 essays, three of them scored high: 1 in 29 lets two through (2 of 61 ≤ 1 of 29), 2% only one.
    const human = [0.99, 0.98, 0.97, ...many(58, 0.2)];
    const ai = many(200, 0.975);
    const probabilities = [...human, ...ai];
    const evidence = {
      probabilities,
      labels: [...many(human.length, 0), ...many(ai.length, 1)],
      domains: [...many(human.length, 'toefl'), ...many(ai.length, 'model')],
      judged: many(probabilities.length, true),
    };
    const pooled = { maxPooledFpr: 1 };
    expect(chooseThresholds(evidence, { ...findThresholdRules('en'), ...pooled }).likelyAi).toBeLessThanOrEqual(0.975);
    expect(chooseThresholds(evidence, { ...findThresholdRules('fr'), ...pooled }).likelyAi).toBeGreaterThan(0.975);
  });

  it("keeps English's HC3-era human texts at or under 1% flagged, a repeated document counted each time", () => {
    // 200 HC3-era human texts: one document, repeated, at 0.99 and another at 0.98. Counted once, two
    // documents of 199 are within 1 in 29 and the pooled 1% of 499 (a cut-off at 0.975 flags them);
    // counted as texts, three of 200 are over 1%, so the cut-off rises above 0.98 (two allowed).
    const hc3Human = [0.99, 0.99, 0.98, ...many(197, 0.1)];
    const corpusHuman = many(300, 0.1);
    const ai = many(200, 0.975);
    const probabilities = [...hc3Human, ...corpusHuman, ...ai];
    const evidence = {
      probabilities,
      labels: [...many(500, 0), ...many(200, 1)],
      domains: [...many(200, 'pubmed'), ...many(300, 'ewt'), ...many(200, 'model')],
      judged: many(probabilities.length, true),
      groups: [...['top', 'top'], ...probabilities.slice(2).map((_, i) => `d${i}`)],
      eras: [...many(200, 'hc3'), ...many(500, 'corpus')],
    };
    expect(chooseThresholds(evidence, { maxDomainFpr: 1 / 29 }).likelyAi).toBeLessThanOrEqual(0.975);
    expect(chooseThresholds(evidence, findThresholdRules('en')).likelyAi).toBeGreaterThan(0.98);
  });
});
