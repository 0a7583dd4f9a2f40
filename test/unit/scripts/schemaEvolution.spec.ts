import { describe, expect, it } from 'vitest';
import { breakingChanges, undeclared, unreleasedSection } from '../../../scripts/schemaEvolution.ts';

const before = /* GraphQL */ `
  type Query { card: Card }
  type Card { category: String, brand: String }
  input DeviceInput { timeZone: Int }
  type Mutation { authenticate(device: DeviceInput): Boolean }
`;
const after = /* GraphQL */ `
  type Query { card: Card }
  enum CardCategory { CONSUMER COMMERCIAL }
  type Card { category: CardCategory, brand: String, issuer: String }
  scalar IntOrDigits
  input DeviceInput { timeZone: IntOrDigits }
  type Mutation { authenticate(device: DeviceInput): Boolean }
`;

const changelog = (unreleased: string) =>
  `# Schema changelog\n\n## Unreleased\n\n${unreleased}\n\n## 1.0.0\n\n- \`DeviceInput.timeZone\` was released\n`;

describe('schema evolution check', () => {
  it('finds the breaking changes between two schemas, with their paths, and not the additions', async () => {
    expect(await breakingChanges(before, after)).toEqual([
      {
        path: 'Card.category',
        message: "Field 'Card.category' changed type from 'String' to 'CardCategory'",
      },
      {
        path: 'DeviceInput.timeZone',
        message: "Input field 'DeviceInput.timeZone' changed type from 'Int' to 'IntOrDigits'",
      },
    ]);
  });

  it('reports a breaking change that the Unreleased section does not name, even when a released one does', async () => {
    const changes = await breakingChanges(before, after);
    expect(undeclared(changes, changelog('- `Card.category` is an enum now'))).toEqual([
      {
        path: 'DeviceInput.timeZone',
        message: "Input field 'DeviceInput.timeZone' changed type from 'Int' to 'IntOrDigits'",
      },
    ]);
  });

  it('accepts breaking changes declared by path or by their whole type', async () => {
    const changes = await breakingChanges(before, after);
    expect(
      undeclared(changes, changelog('- `Card.category`: an enum\n- `DeviceInput`: IntOrDigits')),
    ).toEqual([]);
  });

  it('reads no Unreleased section as declaring nothing', () => {
    expect(unreleasedSection('# Schema changelog\n\n## 1.0.0\n\n- `Card.category`\n')).toBe('');
  });
});
