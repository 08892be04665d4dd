/** The signed partner agreement as a PDF (pdfkit): its text in the stored language and the signature block. */
import PDFDocument from 'pdfkit';
import { t } from '@extranet/i18n';
import type { Schemas } from '@extranet/api/operations';

export function agreementPdf(agreement: Schemas['Agreement']): Promise<Buffer> {
  const lang = agreement.language;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${agreement.title} - ${agreement.propertyName}`, Author: 'Extranet' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(agreement.title, { align: 'center' });
  doc.moveDown(0.5).font('Helvetica').fontSize(10).text(agreement.propertyName, { align: 'center' });
  doc.moveDown().fontSize(10).text(agreement.intro, { align: 'justify' });
  for (const clause of agreement.clauses) {
    doc.moveDown().font('Helvetica-Bold').fontSize(11).text(clause.title);
    doc.moveDown(0.25).font('Helvetica').fontSize(10).text(clause.body, { align: 'justify' });
  }
  const line = (key: string, value: string) => {
    doc
      .font('Helvetica-Bold')
      .text(`${t(`agreement.signature.${key}`, undefined, lang)}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  doc
    .moveDown(1.5)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(t('agreement.signature.heading', undefined, lang));
  doc.moveDown(0.5).fontSize(10);
  line('property', agreement.propertyName);
  line('name', agreement.name);
  line('position', agreement.position);
  line('date', agreement.date);
  line('acceptedAt', agreement.acceptedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'));
  line('version', agreement.version);
  doc.end();
  return done;
}
