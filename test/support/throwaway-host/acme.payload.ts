import { IsOptional, IsString } from 'class-validator';

/** Acme's one payload shape: the event, the working directory, and a shell command when there is one. */
export class AcmePayload {
  @IsString()
  event!: string;

  @IsOptional()
  @IsString()
  dir?: string;

  @IsOptional()
  @IsString()
  cmd?: string;
}
