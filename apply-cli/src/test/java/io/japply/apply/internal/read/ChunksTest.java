package io.japply.apply.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A file of one document is taken whole, without going line by line: the chunk (its text and the
 * lines it spans) is the one the line-by-line split makes of it.
 */
class ChunksTest {
    private static final List<String> ONE_DOCUMENT = List.of(
            "kind: ConfigMap\nmetadata:\n  name: a\n",
            "kind: ConfigMap\nmetadata:\n  name: a",
            "kind: ConfigMap\n\n\n",
            "# only a comment\n",
            "   \n\n",
            "",
            "a: |\n  text with -- dashes\n  ---not at the start\n",
            "a: 1\n #---\n");

    @Test
    void aSingleDocumentIsTheChunkTheLineByLineSplitMakes() {
        for (String text : ONE_DOCUMENT) {
            assertEquals(Chunk.splitDocuments(text), Chunk.chunks(text), text);
        }
    }

    @Test
    void separatorsAndCarriageReturnsStillSplitLineByLine() {
        assertEquals(List.of(new Chunk("a: 1\n", 1, 1), new Chunk("b: 2\n\n", 3, 4)),
                Chunk.chunks("a: 1\n---\nb: 2\n"));
        assertEquals(List.of(new Chunk("a: 1\nb: 2\n\n", 1, 3)), Chunk.chunks("a: 1\r\nb: 2\r\n"));
    }
}
