// The registry of `mq` commands (one file per command; later issues add e.g. `tournament`).
import type { Command } from '../command.js';
import { applyCommand } from './apply.js';
import { replayCommand } from './replay.js';
import { simulateCommand } from './simulate.js';
import { tournamentCommand } from './tournament.js';
import { turnsCommand } from './turns.js';

export const COMMANDS: readonly Command[] = [turnsCommand, applyCommand, simulateCommand, replayCommand, tournamentCommand];
