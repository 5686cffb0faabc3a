/**
 * 'No. A-500, Unit C2': the inmate number and housing unit of a client's current stay, as the
 * facility's desk asks for them (decision 097); '' when neither is known.
 */
export function stayText(stay: {
  inmateNumber?: string | null;
  housingUnit?: string | null;
}): string {
  return [
    stay.inmateNumber && `No. ${stay.inmateNumber}`,
    stay.housingUnit && `Unit ${stay.housingUnit}`,
  ]
    .filter(Boolean)
    .join(', ');
}
