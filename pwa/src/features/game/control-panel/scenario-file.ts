/**
 * Reads a scenario file the host picked with the engine's reader, the same the
 * server's import uses (issue 52): its format from the file's name or content.
 */
import { type Session } from '@front-desk-rm/engine/domain';
import { readScenarioFile as readFile, scenarioFileFormat, type ScenarioFileRead } from '@front-desk-rm/engine/forms';

export function readScenarioFile(fileName: string, content: string, session: Pick<Session, 'rates' | 'banquet'>): ScenarioFileRead {
  return readFile(scenarioFileFormat(fileName, content), content, session);
}
