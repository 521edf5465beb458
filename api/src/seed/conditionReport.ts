// The condition report of a vehicle as a small standalone HTML page ("CR and Full Specs"):
// what an inspector at the Canadian lot noted, graded out of 5, with tyre tread depths.
import type { VehiclePlan } from './catalogue.ts';
import { escapeXml as esc } from './pictureKit.ts';
import type { Random } from './random.ts';

interface Row {
  area: string;
  grade: number;
  notes: string;
}

const KM_PER_MILE = 1.609344;
const TIRE_BRANDS = ['Michelin', 'Bridgestone', 'Continental', 'Goodyear', 'Pirelli', 'Toyo'];

function rows(plan: VehiclePlan, r: Random): Row[] {
  const treads = ['LF', 'RF', 'LR', 'RR'].map((wheel) => `${wheel} ${r.int(4, 10)}/32"`);
  const lowest = Math.min(...treads.map((t) => Number(t.split(' ')[1]?.split('/')[0])));
  const worn = plan.miles > 90_000;
  return [
    {
      area: 'Exterior paint',
      grade: r.pick([3.5, 4, 4, 4.5, 5]),
      notes: r.pick([
        'Factory paint throughout, paint meter 4.2–5.1 mils',
        'Light swirl marks on hood, no repaint detected',
        'Minor stone chips on front bumper and hood edge',
        'Small scratch on rear bumper cover, about 2 in',
      ]),
    },
    {
      area: 'Body panels',
      grade: r.pick([3.5, 4, 4.5, 5]),
      notes: r.pick([
        'No dents or damage found',
        'Small door ding on driver rear door',
        'Light curb rash on passenger front wheel',
        'Panel gaps even, no signs of previous repair',
      ]),
    },
    {
      area: 'Glass',
      grade: r.pick([4, 5, 5]),
      notes: r.pick([
        'Windshield and all glass clear',
        'Small chip lower passenger side, outside the wiper sweep',
        'Windshield clear, OEM glass all around',
      ]),
    },
    {
      area: 'Tires',
      grade: lowest >= 7 ? 5 : lowest >= 5 ? 4 : 3,
      notes: `${r.pick(TIRE_BRANDS)} all-season, tread ${treads.join(', ')}${r.chance(0.35) ? '; set of winter tires on steel rims included' : ''}`,
    },
    {
      area: 'Brakes',
      grade: worn ? 3.5 : 4.5,
      notes: `Front pads ${r.int(worn ? 3 : 6, worn ? 6 : 10)} mm, rear ${r.int(worn ? 3 : 5, worn ? 6 : 9)} mm, rotors smooth`,
    },
    {
      area: 'Interior',
      grade: r.pick([3.5, 4, 4.5, 5]),
      notes: `${plan.interior} ${plan.equipment.leatherSeats ? 'leather' : 'cloth'}; ${r.pick(['clean, no odors, non-smoker', 'light wear on driver seat bolster', 'clean, small mark on rear door panel', 'headliner and carpets clean'])}`,
    },
    {
      area: 'Mechanical',
      grade: worn ? 4 : 4.5,
      notes: `${plan.engine}: starts and idles smoothly, no warning lights; ${plan.model.transmission.toLowerCase()} transmission shifts smoothly`,
    },
    {
      area: 'Electronics',
      grade: r.pick([4.5, 5]),
      notes: r.pick([
        'All windows, locks, infotainment and cameras functional',
        'All functional; Bluetooth paired and tested',
        'All functional; one speaker rattles at high volume',
      ]),
    },
  ];
}

function badge(grade: number): string {
  const color = grade >= 4.5 ? '#15803d' : grade >= 3.5 ? '#a16207' : '#b91c1c';
  return `<span class="grade" style="background:${color}">${grade.toFixed(1)}</span>`;
}

export function conditionReportHtml(
  plan: VehiclePlan,
  inspector: string,
  date: Date,
  r: Random,
): string {
  const title = `${plan.year} ${plan.model.make} ${plan.model.model} ${plan.trim}`;
  const list = rows(plan, r);
  const overall = list.reduce((sum, row) => sum + row.grade, 0) / list.length;
  const km = Math.round(plan.miles * KM_PER_MILE);
  const facts: [string, string][] = [
    ['VIN', plan.vin],
    ['Stock', plan.stockNumber],
    [
      'Odometer',
      `${plan.miles.toLocaleString('en-US')} mi (${km.toLocaleString('en-US')} km on the Canadian odometer)`,
    ],
    ['Exterior', plan.color.name],
    ['Interior', plan.interior],
    ['Engine', plan.engine],
    ['Transmission', plan.model.transmission],
    ['Drive', plan.driveType],
    ['Lot', plan.location],
    ['Keys', r.chance(0.7) ? '2 smart keys' : '1 smart key'],
    ['Inspected', `${date.toISOString().slice(0, 10)} by ${inspector}`],
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condition report ${esc(plan.stockNumber)} - ${esc(title)}</title>
<style>
  body { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; margin: 0; background: #f1f5f9; color: #0f172a; }
  main { max-width: 860px; margin: 24px auto; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px #0002; overflow: hidden; }
  header { background: #0f172a; color: #fff; padding: 20px 28px; display: flex; justify-content: space-between; align-items: center; }
  header h1 { font-size: 22px; margin: 0 0 4px; } header p { margin: 0; color: #cbd5e1; }
  .overall { text-align: center; } .overall .grade { font-size: 26px; } .overall strong { display: block; font-size: 34px; }
  section { padding: 18px 28px; } h2 { font-size: 16px; margin: 0 0 10px; color: #334155; }
  dl { display: grid; grid-template-columns: 140px 1fr 140px 1fr; gap: 6px 12px; margin: 0; }
  dt { color: #64748b; } dd { margin: 0; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; } td, th { text-align: left; padding: 9px 8px; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
  .grade { color: #fff; border-radius: 6px; padding: 2px 8px; font-weight: 700; }
  ul { margin: 0; padding-left: 20px; } footer { padding: 14px 28px 22px; color: #64748b; font-size: 13px; }
</style>
</head>
<body>
<main>
  <header>
    <div><h1>${esc(title)}</h1><p>Condition report · ${esc(plan.model.style)} · ${esc(plan.options ?? 'no option package')}</p></div>
    <div class="overall">${badge(Math.round(overall * 10) / 10)}<p>overall / 5</p></div>
  </header>
  <section><h2>Vehicle</h2><dl>${facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl></section>
  <section><h2>Inspection</h2><table><thead><tr><th>Area</th><th>Grade</th><th>Notes</th></tr></thead><tbody>
    ${list.map((row) => `<tr><td>${esc(row.area)}</td><td>${badge(row.grade)}</td><td>${esc(row.notes)}</td></tr>`).join('\n    ')}
  </tbody></table></section>
  <section><h2>Announcements</h2><ul>
    <li>US-landed Canadian vehicle: speedometer and odometer read in km/h and km.</li>
    <li>Recall check clear at inspection; Canadian title, lien-free.</li>
    <li>Exported through ${esc(plan.exportLocation)}; customs paperwork handled by CANAM.</li>
    ${plan.workOrder ? '<li>Open work order: detailing and windshield chip repair before shipping.</li>' : ''}
  </ul></section>
  <footer>Grades: 5 like new, 4 clean, 3 average wear, 2 below average. This report describes the vehicle when it was inspected at the lot.</footer>
</main>
</body>
</html>
`;
}
