import type { CSSProperties, ReactNode } from 'react';
import { lightTheme, vars } from '@extranet/ui/theme';

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid var(--ex-color-border)',
  fontSize: 13,
};
const code: CSSProperties = { fontFamily: 'var(--ex-font-mono)', fontSize: 12 };

/** `var(--ex-color-accent)` -> `--ex-color-accent` */
const name = (cssVar: string) => cssVar.replace(/^var\((.*)\)$/, '$1');

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '12px 0 24px' }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={{ ...cell, textAlign: 'left', fontWeight: 600 }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export function ColorTokens() {
  return (
    <Table head={['swatch', 'token', 'value']}>
      {Object.entries(lightTheme.color).map(([key, value]) => (
        <tr key={key}>
          <td style={{ ...cell, width: 56 }}>
            <span
              style={{
                display: 'block',
                width: 40,
                height: 24,
                borderRadius: 6,
                background: vars.color[key as keyof typeof vars.color],
                border: '1px solid var(--ex-color-border)',
              }}
            />
          </td>
          <td style={{ ...cell, ...code }}>{name(vars.color[key as keyof typeof vars.color])}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

export function SpaceTokens() {
  return (
    <Table head={['token', 'value', 'sample']}>
      {Object.entries(lightTheme.space).map(([key, value]) => (
        <tr key={key}>
          <td style={{ ...cell, ...code }}>{name(vars.space[key as keyof typeof vars.space])}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              style={{
                display: 'block',
                height: 12,
                width: value,
                background: vars.color.accent,
                borderRadius: 2,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function TypeTokens() {
  return (
    <Table head={['token', 'value', 'sample']}>
      {Object.entries(lightTheme.fontSize).map(([key, value]) => (
        <tr key={key}>
          <td style={{ ...cell, ...code }}>{name(vars.fontSize[key as keyof typeof vars.fontSize])}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={{ ...cell, fontSize: value, fontFamily: vars.font.body }}>Harga kamar per malam</td>
        </tr>
      ))}
    </Table>
  );
}

export function RadiusAndElevationTokens() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: '12px 0 24px' }}>
      {Object.entries(lightTheme.radius).map(([key, value]) => (
        <figure key={`r-${key}`} style={{ margin: 0, textAlign: 'center', fontSize: 12 }}>
          <span
            style={{
              display: 'block',
              width: 72,
              height: 48,
              borderRadius: value,
              background: vars.color.accentSoft,
              border: `1px solid ${vars.color.accent}`,
            }}
          />
          <figcaption style={code}>{name(vars.radius[key as keyof typeof vars.radius])}</figcaption>
        </figure>
      ))}
      {Object.entries(lightTheme.elevation).map(([key, value]) => (
        <figure key={`e-${key}`} style={{ margin: 0, textAlign: 'center', fontSize: 12 }}>
          <span
            style={{
              display: 'block',
              width: 72,
              height: 48,
              borderRadius: 10,
              background: 'white',
              boxShadow: value,
            }}
          />
          <figcaption style={code}>{name(vars.elevation[key as keyof typeof vars.elevation])}</figcaption>
        </figure>
      ))}
    </div>
  );
}
