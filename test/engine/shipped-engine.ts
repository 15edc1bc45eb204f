// The engine as the extension's background runs it, for tests that work out what a page should show
// in Node: with the meaning layer's packaged word vectors installed.
import { installVectorsFromFile } from '../../scripts/eval/vectors';

installVectorsFromFile();

export { analyzeStory } from '../../lib/analyze-story';
