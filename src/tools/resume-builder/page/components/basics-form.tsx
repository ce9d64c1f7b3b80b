import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { Textarea } from '../../../../web/components/ui/textarea';
import type { Resume } from '../api/run-resume';
import { setBasicsField, setLocationField } from '../lib/resume-edits';

interface BasicsFormProps {
  resume: Resume;
  onChange: (update: (resume: Resume) => Resume) => void;
}

const FIELDS = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name', placeholder: 'Ada Lovelace' },
  { name: 'label', label: 'Headline', type: 'text', autoComplete: 'organization-title', placeholder: 'Data analyst' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', placeholder: 'ada@example.com' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: '+44 20 7946 0000' },
  { name: 'url', label: 'Website', type: 'url', autoComplete: 'url', placeholder: 'https://ada.dev' },
] as const;

/** Name, contact details, location and summary: what an ATS reads first. */
export function BasicsForm({ resume, onChange }: BasicsFormProps) {
  const ids = useId();
  const basics = resume.basics ?? {};
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Contact and summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className="grid gap-2">
            <Label htmlFor={`${ids}-${field.name}`}>{field.label}</Label>
            <Input
              id={`${ids}-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              value={basics[field.name] ?? ''}
              onChange={(event) => onChange((current) => setBasicsField(current, field.name, event.target.value))}
            />
          </div>
        ))}
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-city`}>City</Label>
          <Input
            id={`${ids}-city`}
            autoComplete="address-level2"
            value={basics.location?.city ?? ''}
            onChange={(event) => onChange((current) => setLocationField(current, 'city', event.target.value))}
          />
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${ids}-summary`}>Summary</Label>
          <Textarea
            id={`${ids}-summary`}
            rows={3}
            placeholder="Two or three sentences on what you do and what you are looking for."
            value={basics.summary ?? ''}
            onChange={(event) => onChange((current) => setBasicsField(current, 'summary', event.target.value))}
          />
        </div>
      </CardContent>
    </Card>
  );
}
