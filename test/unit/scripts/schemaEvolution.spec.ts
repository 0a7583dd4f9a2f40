import { describe, expect, it } from 'vitest';
import {
  breakingChanges,
  changelogStructureProblems,
  classifiedChanges,
  deprecationsWithoutRemovalDate,
  undeclared,
  unreleasedSection,
} from '../../../scripts/schemaEvolution.ts';

const before = /* GraphQL */ `
  type Query { card: Card }
  type Card { category: String, brand: String }
  enum Scheme { VISA }
  input DeviceInput { timeZone: Int }
  type Mutation { authenticate(device: DeviceInput): Boolean }
`;
const after = /* GraphQL */ `
  type Query { card: Card }
  enum CardCategory { CONSUMER COMMERCIAL }
  type Card { category: CardCategory, brand: String, issuer: String }
  enum Scheme { VISA MASTERCARD }
  scalar IntOrDigits
  input DeviceInput { timeZone: IntOrDigits }
  type Mutation { authenticate(device: DeviceInput): Boolean }
`;

const changelog = (unreleased: string) =>
  `# Schema changelog\n\n## Unreleased\n\n${unreleased}\n\n## 1.0.0 (2026-01-05)\n\n### Breaking\n\n- \`DeviceInput.timeZone\` was released\n`;

const categoryChange = {
  class: 'breaking',
  path: 'Card.category',
  message: "Field 'Card.category' changed type from 'String' to 'CardCategory'",
};
const timeZoneChange = {
  class: 'breaking',
  path: 'DeviceInput.timeZone',
  message: "Input field 'DeviceInput.timeZone' changed type from 'Int' to 'IntOrDigits'",
};
const schemeChange = {
  class: 'dangerous',
  path: 'Scheme.MASTERCARD',
  message: "Enum value 'MASTERCARD' was added to enum 'Scheme'",
};

describe('schema evolution check', () => {
  it('finds the breaking changes between two schemas, with their paths, and not the additions', async () => {
    expect(await breakingChanges(before, after)).toEqual([categoryChange, timeZoneChange]);
  });

  it('classifies an added enum value as dangerous, beside the breaking changes', async () => {
    expect(await classifiedChanges(before, after)).toEqual(
      expect.arrayContaining([categoryChange, timeZoneChange, schemeChange]),
    );
  });

  it("reports a change that Unreleased does not name under its class's heading, even when a released one does", async () => {
    const changes = await classifiedChanges(before, after);
    expect(
      undeclared(
        changes,
        changelog('### Breaking\n\n- `Card.category` is an enum now\n\n### Safe\n\n- `Scheme`'),
      ),
    ).toEqual(expect.arrayContaining([timeZoneChange, schemeChange]));
    expect(
      undeclared(
        changes,
        changelog('### Breaking\n\n- `Card.category` is an enum now\n\n### Safe\n\n- `Scheme`'),
      ),
    ).toHaveLength(2);
  });

  it('accepts changes declared by path or by their whole type under Breaking and Dangerous', async () => {
    const changes = await classifiedChanges(before, after);
    const declared =
      '### Breaking\n\n- `Card.category`: an enum\n- `DeviceInput`: IntOrDigits\n\n### Dangerous\n\n- `Scheme.MASTERCARD`';
    expect(undeclared(changes, changelog(declared))).toEqual([]);
  });

  it('accepts changes declared in a release the base commit did not have yet, not in an older one', async () => {
    const changes = await breakingChanges(before, after);
    const released = `# Schema changelog\n\n## Unreleased\n\nNothing yet.\n\n## 1.1.0 (2026-02-01)\n\n### Breaking\n\n- \`Card.category\`\n\n${changelog('').split('\n## 1.0.0')[1] ? `## 1.0.0${changelog('').split('\n## 1.0.0')[1]}` : ''}`;
    expect(undeclared(changes, released, changelog(''))).toEqual([timeZoneChange]);
  });

  it('reads no Unreleased section as declaring nothing', () => {
    expect(unreleasedSection('# Schema changelog\n\n## 1.0.0 (2026-01-05)\n\n- `Card.category`\n')).toBe('');
  });

  it('finds deprecations without a removal date', () => {
    const sdl = /* GraphQL */ `
      type Query {
        old: String @deprecated(reason: "Use new. Removal: 2027-05-27.")
        older: String @deprecated(reason: "Use new.")
        new(limit: Int @deprecated(reason: "Ignored.")): String
      }
      enum Kind { A B @deprecated }
    `;
    expect(deprecationsWithoutRemovalDate(sdl)).toEqual(['Query.older', 'Query.new.limit', 'Kind.B']);
  });

  it('accepts Unreleased and dated version headings only', () => {
    expect(changelogStructureProblems(changelog(''))).toEqual([]);
    expect(changelogStructureProblems('## Unreleased\n\n## 1.0.0\n\n## Changed\n')).toEqual([
      '"## 1.0.0" is neither "## Unreleased" nor "## <major.minor.patch> (<YYYY-MM-DD>)"',
      '"## Changed" is neither "## Unreleased" nor "## <major.minor.patch> (<YYYY-MM-DD>)"',
    ]);
  });
});
