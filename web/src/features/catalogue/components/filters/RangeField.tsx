// A two-thumb slider for a from/to pair of the filter (year, mileage, price).
import { HStack, Slider, Text } from '@chakra-ui/react';
import { useController, type Control } from 'react-hook-form';
import { sliderBounds, type CatalogueFilter } from '@canam/domain/forms/catalogueFilter';

type RangeKey = 'year' | 'miles' | 'price';

interface RangeFieldProps {
  label: string;
  name: RangeKey;
  control: Control<CatalogueFilter>;
  bounds: { min: number; max: number };
  step: number;
  format: (value: number) => string;
}

/** The size of a "sm" slider's thumbs in our theme. */
const THUMB_SIZE = { width: 16, height: 16 };

/** 'Any', 'Up to 50,000 mi', '2018 – 2021', '10,000 mi and up': what the thumbs mean. */
export function rangeSummary(
  [low, high]: readonly [number, number],
  { min, max }: { min: number; max: number },
  format: (value: number) => string,
): string {
  if (low <= min && high >= max) return 'Any';
  if (low <= min) return `Up to ${format(high)}`;
  if (high >= max) return `${format(low)} and up`;
  return low === high ? format(low) : `${format(low)} – ${format(high)}`;
}

export function RangeField({ label, name, control, bounds, step, format }: RangeFieldProps) {
  const from = useController({ control, name: `${name}From` });
  const to = useController({ control, name: `${name}To` });
  const { min, max } = sliderBounds(bounds.min, bounds.max);
  const low = from.field.value;
  const high = to.field.value;
  const summary = rangeSummary([low, high], { min, max }, format);

  return (
    <Slider.Root
      size="sm"
      colorPalette="brand"
      min={min}
      max={max}
      step={step}
      value={[low, high]}
      onValueChange={({ value }) => {
        from.field.onChange(value[0]);
        to.field.onChange(value[1]);
      }}
      aria-label={[`${label} from`, `${label} to`]}
      getAriaValueText={({ value }) => format(value)}
      thumbAlignment="contain"
      // The thumbs' size (size "sm": 16 px) given, not measured: a slider hydrated from the
      // server's page never measures it, and keeps its thumbs hidden without it.
      thumbSize={THUMB_SIZE}
    >
      <HStack justify="space-between" gap="2">
        {/* Not Slider.Label: its aria-labelledby would hide each thumb's own name ('Year from'). */}
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="xs" color="gray.600" data-testid={`${name}-range`}>
          {summary}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
