/**
 * Stored cross-site scripting payloads (decision 003). Each
 * payload, if it ever ran, would call `__x(N)`, N naming the field it was saved in; the test
 * exposes `__x` to the page and fails on any call. The kinds: script tags, event-handler
 * attributes, breaking out of an attribute or a textarea, javascript: URLs, SVG and MathML,
 * markdown links and images, template-literal and template-engine syntax, srcdoc frames.
 */

const TEMPLATES = [
  '<script>__x(N)</script>',
  '<img src=x onerror=__x(N)>',
  '"><img src=x onerror=__x(N)>',
  "'><svg onload=__x(N)>",
  '<svg><script>__x(N)</script></svg>',
  'javascript:__x(N)',
  '<a href="javascript:__x(N)">open</a>',
  '[open](javascript:__x(N))',
  '![x](x"onerror="__x(N))',
  '${__x(N)}',
  "{{constructor.constructor('__x(N)')()}}",
  '<iframe srcdoc="<script>parent.__x(N)</script>">',
  '<details open ontoggle=__x(N)>',
  '<input autofocus onfocus=__x(N)>',
  '</textarea><script>__x(N)</script>',
  "' onmouseover='__x(N)' x='",
  '<body onload=__x(N)>',
  '<object data="javascript:__x(N)">',
  '<math><style><img src=x onerror=__x(N)>',
];

/** Free-text fields of each record type (lists: every item); what a person can type in. */
const TEXT_FIELDS: Record<string, { text: string[]; lists?: string[] }> = {
  Facility: {
    text: [
      'name',
      'address',
      'region',
      'contactPerson',
      'contactNumber',
      'operatingHours',
      'itemRestrictions',
      'visitationRules',
      'notes',
    ],
    lists: ['facilities'],
  },
  Admin: { text: ['firstName', 'lastName', 'contactNumber', 'region', 'notes'] },
  Volunteer: {
    text: ['firstName', 'lastName', 'contactNumber', 'notes'],
    lists: ['languages', 'specializations', 'availability', 'credentials'],
  },
  Client: {
    text: [
      'firstName',
      'lastName',
      'preferredName',
      'contactNumber',
      'currentAddress',
      'accommodations',
      'specialNeeds',
      'notes',
    ],
    lists: ['language', 'interestAreas', 'communitySupport', 'programsAttended'],
  },
  ContactLog: { text: ['notes'] },
  Resource: {
    text: [
      'title',
      'description',
      'topic',
      'language',
      'providerName',
      'contactInfo',
      'serviceArea',
      'eligibilityCriteria',
      'applicationProcess',
      'waitlistTime',
      'location',
      'fileType',
    ],
  },
  Program: {
    // The lead is not cleared there: the admin's override reason is kept and shown too.
    text: [
      'title',
      'description',
      'location',
      'curriculum',
      'followUpNotes',
      'clearanceOverrideReason',
    ],
    lists: ['materialRequested', 'resourcesUsed'],
  },
  IncidentReport: {
    text: ['location', 'description', 'facilityResponse'],
    lists: ['involvedInmates'],
  },
  Schedule: { text: ['notes'] },
  ResourceRequest: { text: ['notes'] },
};

/** Which field each payload number was saved in, for the failure message. */
export const planted = new Map<number, string>();

/** The next payload, numbered for `where` (contact numbers hold at most 50 characters). */
function payloadFor(where: string): string {
  const number = planted.size + 1;
  planted.set(number, where);
  const template = TEMPLATES[number % TEMPLATES.length]!;
  const payload = template.replaceAll('N', String(number));
  return payload.length <= 50 ? payload : `<img src=x onerror=__x(${number})>`;
}

/** `input` with every free-text field of `type` holding a payload (lists: two each). */
export function withPayloads(type: string, input: Record<string, unknown>) {
  const fields = TEXT_FIELDS[type]!;
  const result: Record<string, unknown> = { ...input };
  for (const name of fields.text) result[name] = payloadFor(`${type}.${name}`);
  for (const name of fields.lists ?? [])
    result[name] = [payloadFor(`${type}.${name}[0]`), payloadFor(`${type}.${name}[1]`)];
  return result;
}
