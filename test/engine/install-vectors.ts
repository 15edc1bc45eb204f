// Unit tests read stories as the extension does: with the meaning layer's packaged word vectors
// installed (the background installs them before its first reading).
import { installVectorsFromFile } from '../../scripts/eval/vectors';

installVectorsFromFile();
