import { describe, expect, it } from 'vitest';
import { parseMath } from '../math-text';
import { printNode } from '../nodes/print-nodes';
import { rewriteInSinCos, simplifyTrig } from './simplify-trig';
import { toSinCosRational } from './sin-cos-rational';

const simplest = (text: string) => {
  const found = simplifyTrig(parseMath(text));
  return found && printNode(found.simplest, 'ascii');
};

describe('simplifyTrig', () => {
  it.each([
    ['sin(x)*cot(x)', 'cos(x)'],
    ['sin(x)^2/(1 - cos(x))', 'cos(x) + 1'],
    ['sec(x)*cos(x)', '1'],
    ['1 - sin(x)^2', 'cos(x)^2'],
    ['tan(x)/sec(x)', 'sin(x)'],
    ['(1 + tan(x)^2)*cos(x)^2', '1'],
    ['sin(x)^2/cos(x) + cos(x)', 'sec(x)'],
    ['sin(θ)/cos(θ)', 'tan(θ)'],
    ['cos(x)^2 - sin(x)^2', 'cos(2*x)'],
    ['sin(x)/(1 + cos(x)) + (1 + cos(x))/sin(x)', '2/sin(x)'],
    ['(1 - cos(x)^2)/(sin(x)*cos(x))', 'tan(x)'],
  ])('%s → %s', (input, output) => {
    expect(simplest(input)).toBe(output);
  });

  it('gives nothing when no shorter form exists or the expression is not one angle', () => {
    expect(simplest('sin(x)')).toBeNull();
    expect(simplest('sin(x) + cos(2*x + 1)')).toBeNull();
    expect(simplest('x*sin(x)')).toBeNull();
  });

  it('writes tan, cot, sec, csc in sin and cos', () => {
    expect(printNode(rewriteInSinCos(parseMath('tan(x) + sec(x)')), 'ascii')).toBe('sin(x)/cos(x) + 1/cos(x)');
  });

  it('reads double angles of the same angle, and refuses two angles', () => {
    expect(toSinCosRational(parseMath('sin(2x)/cos(x)'))).not.toBeNull();
    expect(toSinCosRational(parseMath('sin(x) + sin(3x)'))).toBeNull();
  });
});
