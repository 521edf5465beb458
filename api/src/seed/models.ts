// The vehicles the demo lot carries (popular US-market models, most of them bought off lease in
// Canada), their paint colours and the Canadian lots they stand on. VIN prefixes, plants and
// engines match the real model lines closely enough to look right on a condition report.

export type BodyStyle = 'sedan' | 'hatchback' | 'suv' | 'pickup';

export interface ModelSpec {
  make: string;
  model: string;
  body: BodyStyle;
  years: readonly [number, number];
  trims: readonly string[];
  /** Option packages, one is picked (or none). */
  packages: readonly string[];
  style: string;
  doors: number;
  vehicleType: 'Passenger Car' | 'Truck' | 'Multipurpose Passenger Vehicle (MPV)';
  driveTypes: readonly string[];
  engines: readonly string[];
  transmission: 'Automatic' | 'CVT' | 'Manual';
  madeIn: string;
  madeInCity: string;
  wmi: string;
  vds: readonly string[];
  plant: string;
  /** Approximate price of a new one, in USD, used to value the used one. */
  newPrice: number;
}

type Shared = Pick<ModelSpec, 'style' | 'doors' | 'vehicleType'>;
const SEDAN: Shared = { style: '4dr Sedan', doors: 4, vehicleType: 'Passenger Car' };
const HATCH: Shared = { style: '4dr Hatchback', doors: 4, vehicleType: 'Passenger Car' };
const SUV: Shared = {
  style: '4dr Sport Utility',
  doors: 4,
  vehicleType: 'Multipurpose Passenger Vehicle (MPV)',
};
const CREW: Shared = { style: 'Crew Cab Pickup', doors: 4, vehicleType: 'Truck' };

// prettier-ignore
export const MODELS: readonly ModelSpec[] = [
  { make: 'Ford', model: 'F-150', body: 'pickup', ...CREW, years: [2015, 2023], trims: ['XLT', 'Lariat', 'XL'], packages: ['FX4 Off-Road Pkg', '302A Mid Pkg, Max Trailer Tow', 'Sport Appearance Pkg'], driveTypes: ['4WD'], engines: ['3.5L V6 EcoBoost', '2.7L V6 EcoBoost', '5.0L V8'], transmission: 'Automatic', madeIn: 'United States', madeInCity: 'Dearborn', wmi: '1FT', vds: ['EW1EP', 'FW1E5', 'EW1EG'], plant: 'F', newPrice: 52_000 },
  { make: 'Toyota', model: 'RAV4', body: 'suv', ...SUV, years: [2017, 2024], trims: ['LE', 'XLE', 'XLE Premium', 'Limited'], packages: ['Weather Pkg', 'Convenience Pkg', 'Technology Pkg'], driveTypes: ['AWD', 'FWD'], engines: ['2.5L I4'], transmission: 'Automatic', madeIn: 'Canada', madeInCity: 'Woodstock', wmi: '2T3', vds: ['P1RFV', 'W1RFV', 'R1RFV'], plant: 'W', newPrice: 33_000 },
  { make: 'Honda', model: 'Civic', body: 'sedan', ...SEDAN, years: [2016, 2024], trims: ['EX', 'LX', 'Sport', 'Touring'], packages: ['Honda Sensing', 'Sport Pkg', 'Navigation Pkg'], driveTypes: ['FWD'], engines: ['2.0L I4', '1.5L I4 Turbo'], transmission: 'CVT', madeIn: 'Canada', madeInCity: 'Alliston', wmi: '2HG', vds: ['FC2F5', 'FE1F7', 'FC1F7'], plant: 'H', newPrice: 27_000 },
  { make: 'Honda', model: 'CR-V', body: 'suv', ...SUV, years: [2017, 2023], trims: ['EX', 'EX-L', 'Touring', 'LX'], packages: ['Honda Sensing', 'Leather Pkg'], driveTypes: ['AWD'], engines: ['1.5L I4 Turbo'], transmission: 'CVT', madeIn: 'Canada', madeInCity: 'Alliston', wmi: '2HK', vds: ['RW2H8', 'RW2H5', 'RS4H7'], plant: 'H', newPrice: 33_500 },
  { make: 'Chevrolet', model: 'Silverado 1500', body: 'pickup', ...CREW, years: [2016, 2023], trims: ['LT', 'RST', 'LTZ', 'Custom'], packages: ['Z71 Off-Road Pkg', 'All Star Edition', 'Trailering Pkg'], driveTypes: ['4WD'], engines: ['5.3L V8', '2.7L I4 Turbo', '6.2L V8'], transmission: 'Automatic', madeIn: 'United States', madeInCity: 'Fort Wayne', wmi: '1GC', vds: ['UYDED', 'UYDEK', 'UYEED'], plant: 'Z', newPrice: 50_000 },
  { make: 'Chevrolet', model: 'Equinox', body: 'suv', ...SUV, years: [2018, 2024], trims: ['LT', 'Premier', 'LS'], packages: ['Confidence & Convenience Pkg', 'Sun & Wheels Pkg'], driveTypes: ['AWD', 'FWD'], engines: ['1.5L I4 Turbo'], transmission: 'Automatic', madeIn: 'Canada', madeInCity: 'Ingersoll', wmi: '2GN', vds: ['AXUEV', 'AXKEV', 'AXXEV'], plant: '6', newPrice: 30_000 },
  { make: 'Jeep', model: 'Grand Cherokee', body: 'suv', ...SUV, years: [2015, 2023], trims: ['Limited', 'Laredo', 'Overland'], packages: ['Luxury Group II', 'Trailer Tow Group', 'Advanced Protech Group'], driveTypes: ['4WD'], engines: ['3.6L V6', '5.7L V8 HEMI'], transmission: 'Automatic', madeIn: 'United States', madeInCity: 'Detroit', wmi: '1C4', vds: ['RJFBG', 'RJKBG', 'RJFAG'], plant: 'C', newPrice: 48_000 },
  { make: 'Hyundai', model: 'Tucson', body: 'suv', ...SUV, years: [2017, 2024], trims: ['SEL', 'Limited', 'SE', 'N Line'], packages: ['Convenience Pkg', 'Premium Pkg'], driveTypes: ['AWD'], engines: ['2.5L I4', '2.0L I4'], transmission: 'Automatic', madeIn: 'South Korea', madeInCity: 'Ulsan', wmi: 'KM8', vds: ['J3CA4', 'JBCAE', 'J33A4'], plant: 'U', newPrice: 31_000 },
  { make: 'Kia', model: 'Sorento', body: 'suv', ...SUV, years: [2017, 2023], trims: ['EX', 'LX', 'SX', 'S'], packages: ['Premium Pkg', 'Technology Pkg', 'Third-Row Seating'], driveTypes: ['AWD'], engines: ['2.5L I4', '3.3L V6', '2.5L I4 Turbo'], transmission: 'Automatic', madeIn: 'United States', madeInCity: 'West Point', wmi: '5XY', vds: ['PGDA5', 'RLDLC', 'PHDA5'], plant: 'G', newPrice: 35_000 },
  { make: 'Nissan', model: 'Rogue', body: 'suv', ...SUV, years: [2017, 2024], trims: ['SV', 'SL', 'S', 'Platinum'], packages: ['Premium Pkg', 'ProPILOT Assist'], driveTypes: ['AWD', 'FWD'], engines: ['2.5L I4', '1.5L I3 Turbo'], transmission: 'CVT', madeIn: 'United States', madeInCity: 'Smyrna', wmi: '5N1', vds: ['AT2MV', 'BT3BB', 'AT2MT'], plant: 'N', newPrice: 30_000 },
  { make: 'Subaru', model: 'Outback', body: 'suv', ...SUV, style: '4dr Wagon', years: [2016, 2023], trims: ['Premium', 'Limited', 'Touring', 'Onyx Edition XT'], packages: ['EyeSight Pkg', 'Moonroof Pkg'], driveTypes: ['AWD'], engines: ['2.5L H4', '2.4L H4 Turbo'], transmission: 'CVT', madeIn: 'United States', madeInCity: 'Lafayette', wmi: '4S4', vds: ['BSANC', 'BTGND', 'BTANC'], plant: '3', newPrice: 34_000 },
  { make: 'BMW', model: 'X3', body: 'suv', ...SUV, years: [2018, 2023], trims: ['xDrive30i', 'M40i', 'sDrive30i'], packages: ['Premium Pkg', 'M Sport Pkg', 'Convenience Pkg'], driveTypes: ['AWD'], engines: ['2.0L I4 Turbo', '3.0L I6 Turbo'], transmission: 'Automatic', madeIn: 'United States', madeInCity: 'Spartanburg', wmi: '5UX', vds: ['TY5C0', 'TR9C5', 'TS3C5'], plant: 'L', newPrice: 50_000 },
  { make: 'Audi', model: 'Q5', body: 'suv', ...SUV, years: [2018, 2023], trims: ['Premium Plus', 'Premium', 'Prestige'], packages: ['S line Pkg', 'Convenience Pkg', 'Navigation Pkg'], driveTypes: ['AWD'], engines: ['2.0L I4 TFSI'], transmission: 'Automatic', madeIn: 'Mexico', madeInCity: 'San Jose Chiapa', wmi: 'WA1', vds: ['BNAFY', 'ANAFY', 'BNBFY'], plant: '2', newPrice: 49_000 },
  { make: 'Mercedes-Benz', model: 'GLC 300', body: 'suv', ...SUV, years: [2018, 2023], trims: ['4MATIC', 'Base'], packages: ['Premium Pkg', 'AMG Line Pkg', 'Driver Assistance Pkg'], driveTypes: ['AWD'], engines: ['2.0L I4 Turbo'], transmission: 'Automatic', madeIn: 'Germany', madeInCity: 'Bremen', wmi: 'W1N', vds: ['0G8EB', '0G8DB', '0J8KB'], plant: 'F', newPrice: 51_000 },
  { make: 'Ram', model: '1500', body: 'pickup', ...CREW, years: [2017, 2023], trims: ['Big Horn', 'Laramie', 'Rebel', 'Tradesman'], packages: ['Level 2 Equipment Group', 'Night Edition', 'Sport Appearance Pkg'], driveTypes: ['4WD'], engines: ['5.7L V8 HEMI', '3.6L V6 eTorque'], transmission: 'Automatic', madeIn: 'United States', madeInCity: 'Sterling Heights', wmi: '1C6', vds: ['SRFFT', 'RREFT', 'SRFJT'], plant: 'N', newPrice: 52_000 },
  { make: 'GMC', model: 'Sierra 1500', body: 'pickup', ...CREW, years: [2016, 2023], trims: ['SLE', 'SLT', 'Elevation', 'AT4'], packages: ['X31 Off-Road Pkg', 'Pro Safety Plus', 'Premium Plus Pkg'], driveTypes: ['4WD'], engines: ['5.3L V8', '6.2L V8', '3.0L I6 Duramax Diesel'], transmission: 'Automatic', madeIn: 'Mexico', madeInCity: 'Silao', wmi: '3GT', vds: ['UUDED', 'U9EDL', 'UUEED'], plant: 'G', newPrice: 55_000 },
  { make: 'Volkswagen', model: 'Tiguan', body: 'suv', ...SUV, years: [2018, 2024], trims: ['SE', 'SEL', 'S', 'SEL R-Line'], packages: ['Sunroof Pkg', 'Driver Assistance Pkg'], driveTypes: ['AWD'], engines: ['2.0L I4 TSI'], transmission: 'Automatic', madeIn: 'Mexico', madeInCity: 'Puebla', wmi: '3VV', vds: ['2B7AX', '3B7AX', '2B7AX'], plant: 'M', newPrice: 32_000 },
  { make: 'Volkswagen', model: 'Golf GTI', body: 'hatchback', ...HATCH, years: [2016, 2021], trims: ['S', 'SE', 'Autobahn'], packages: ['Performance Pkg', 'Driver Assistance Pkg'], driveTypes: ['FWD'], engines: ['2.0L I4 TSI'], transmission: 'Manual', madeIn: 'Mexico', madeInCity: 'Puebla', wmi: '3VW', vds: ['547AU', '447AU', '6T7AU'], plant: 'M', newPrice: 30_000 },
  { make: 'Mazda', model: 'CX-5', body: 'suv', ...SUV, years: [2017, 2024], trims: ['Touring', 'Grand Touring', 'Sport', 'Signature'], packages: ['Preferred Pkg', 'Premium Pkg'], driveTypes: ['AWD', 'FWD'], engines: ['2.5L I4', '2.5L I4 Turbo'], transmission: 'Automatic', madeIn: 'Japan', madeInCity: 'Hiroshima', wmi: 'JM3', vds: ['KFBCM', 'KFBDM', 'KFBBM'], plant: '0', newPrice: 31_000 },
  { make: 'Mazda', model: 'Mazda3 Sport', body: 'hatchback', ...HATCH, years: [2017, 2023], trims: ['GS', 'GT', 'Preferred'], packages: ['Premium Pkg', 'Luxury Pkg'], driveTypes: ['FWD', 'AWD'], engines: ['2.5L I4', '2.0L I4'], transmission: 'Automatic', madeIn: 'Mexico', madeInCity: 'Salamanca', wmi: '3MZ', vds: ['BPBCM', 'BPACM', 'BN1V7'], plant: 'M', newPrice: 26_000 },
  { make: 'Tesla', model: 'Model 3', body: 'sedan', ...SEDAN, years: [2018, 2024], trims: ['Long Range', 'Standard Range Plus', 'Performance'], packages: ['Enhanced Autopilot', 'Premium Interior'], driveTypes: ['AWD', 'RWD'], engines: ['Dual Motor Electric', 'Single Motor Electric'], transmission: 'Automatic', madeIn: 'United States', madeInCity: 'Fremont', wmi: '5YJ', vds: ['3E1EA', '3E1EB', '3E1EC'], plant: 'F', newPrice: 46_000 },
  { make: 'Lexus', model: 'RX 350', body: 'suv', ...SUV, years: [2016, 2022], trims: ['Luxury', 'F Sport', 'Base'], packages: ['Premium Pkg', 'Navigation Pkg', 'Mark Levinson Audio'], driveTypes: ['AWD'], engines: ['3.5L V6'], transmission: 'Automatic', madeIn: 'Canada', madeInCity: 'Cambridge', wmi: '2T2', vds: ['ZMDA6', 'HZMDA', 'BZMCA'], plant: 'C', newPrice: 50_000 },
  { make: 'Dodge', model: 'Charger', body: 'sedan', ...SEDAN, years: [2016, 2023], trims: ['SXT', 'GT', 'R/T'], packages: ['Blacktop Pkg', 'Plus Group', 'Technology Group'], driveTypes: ['RWD', 'AWD'], engines: ['3.6L V6', '5.7L V8 HEMI'], transmission: 'Automatic', madeIn: 'Canada', madeInCity: 'Brampton', wmi: '2C3', vds: ['CDXCT', 'CDXBG', 'CDXJG'], plant: 'H', newPrice: 36_000 },
  { make: 'Toyota', model: 'Camry', body: 'sedan', ...SEDAN, years: [2015, 2024], trims: ['SE', 'LE', 'XSE', 'XLE'], packages: ['Convenience Pkg', 'Navigation Pkg'], driveTypes: ['FWD'], engines: ['2.5L I4', '3.5L V6'], transmission: 'Automatic', madeIn: 'United States', madeInCity: 'Georgetown', wmi: '4T1', vds: ['B11HK', 'G11AK', 'K61AK'], plant: 'U', newPrice: 29_000 },
  { make: 'Ford', model: 'Edge', body: 'suv', ...SUV, years: [2016, 2023], trims: ['SEL', 'Titanium', 'ST'], packages: ['Co-Pilot360 Assist+', 'Cold Weather Pkg'], driveTypes: ['AWD'], engines: ['2.0L I4 EcoBoost', '2.7L V6 EcoBoost'], transmission: 'Automatic', madeIn: 'Canada', madeInCity: 'Oakville', wmi: '2FM', vds: ['PK4J9', 'PK4K9', 'PK4J8'], plant: 'B', newPrice: 38_000 },
];

export interface VehicleColor {
  name: string;
  hex: string;
}

// prettier-ignore
export const COLORS: readonly VehicleColor[] = [
  { name: 'Oxford White', hex: '#eceeef' }, { name: 'Agate Black', hex: '#1d1f23' },
  { name: 'Iconic Silver', hex: '#b3b8bd' }, { name: 'Magnetic Gray', hex: '#5d6166' },
  { name: 'Velocity Blue', hex: '#1f4f94' }, { name: 'Rapid Red', hex: '#a3161c' },
  { name: 'Lunar Silver', hex: '#9ea4aa' }, { name: 'Deep Ocean Blue', hex: '#213a5c' },
  { name: 'Forest Green', hex: '#2f4a3a' }, { name: 'Pearl White', hex: '#f4f1ea' },
  { name: 'Carbon Gray', hex: '#3d4146' }, { name: 'Sunset Orange', hex: '#c4541c' },
];

/** Canadian lots, by the agent (0–2) who buys there and the US border crossing they export by. */
export const REGIONS = [
  {
    exportLocation: 'Champlain',
    cities: ['Montreal, QC', 'Laval, QC', 'Quebec City, QC', 'Sherbrooke, QC', 'Gatineau, QC'],
  },
  {
    exportLocation: 'Buffalo',
    cities: ['Toronto, ON', 'Mississauga, ON', 'Ottawa, ON', 'Hamilton, ON', 'Kingston, ON'],
  },
  {
    exportLocation: 'Detroit',
    cities: ['London, ON', 'Windsor, ON', 'Kitchener, ON', 'Sarnia, ON'],
  },
] as const;

export type Interior = 'Black' | 'Gray' | 'Beige';
