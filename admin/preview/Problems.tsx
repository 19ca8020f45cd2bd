import type { ContentIssue } from '../../schema/messages/issue.ts';
import { formLine } from '../session/words/form-words.ts';

const problemStyle = {
  margin: '1rem',
  padding: '1rem 1.25rem',
  border: '2px solid #b91c1c',
  borderRadius: '0.5rem',
  background: '#fef2f2',
  color: '#7f1d1d',
  font: '15px/1.5 system-ui, sans-serif',
} as const;

/** Problems shown where the part they belong to would be (without lines: the preview's text is not the file's). */
export function Problems({ title, issues, detail }: { title: string; issues?: ContentIssue[]; detail?: string }) {
  return (
    <div role="alert" data-testid="preview-problems" style={problemStyle}>
      <strong>{title}</strong>
      {issues && issues.length > 0 && (
        <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
          {issues.map((issue, index) => (
            <li key={index}>{formLine(issue)}</li>
          ))}
        </ul>
      )}
      {detail && <p style={{ margin: '0.5rem 0 0' }}>{detail}</p>}
    </div>
  );
}
