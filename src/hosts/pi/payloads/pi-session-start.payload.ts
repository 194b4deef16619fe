import { IsOptional, IsString } from 'class-validator';
import { PiEventPayload } from './pi-event.payload';

/** session_start: why the session started (`startup`, `reload`, `new`, `resume`, `fork`). */
export class PiSessionStartPayload extends PiEventPayload {
  @IsOptional()
  @IsString()
  reason?: string;
}
