package io.japply.apply.internal.read;

import java.util.ArrayList;
import java.util.List;

/**
 * One document's text and the lines of the file it spans (from 1); {@code json} when the whole file
 * is JSON. A document of a YAML stream is YAML even when it looks like JSON (KYAML's "---" then
 * "{"), as kubectl sniffs the stream once.
 */
record Chunk(String text, int firstLine, int lastLine, boolean json) {
    Chunk(String text, int firstLine, int lastLine) {
        this(text, firstLine, lastLine, false);
    }

    /** Splits YAML at lines that start a new document ("---"), as kubectl's YAML reader does; JSON is one chunk. */
    static List<Chunk> chunks(String text) {
        if (Documents.isJson(text)) {
            return List.of(new Chunk(text, 1, Integer.MAX_VALUE, true));
        }
        if (!text.startsWith("---") && !text.contains("\n---") && text.indexOf('\r') < 0) {
            // one document, as most files are: splitDocuments would rebuild the same text line by line
            Chunk whole = new Chunk(text + "\n", 1, lineCount(text));
            return onlyComments(whole.text()) ? List.of() : List.of(whole);
        }
        return splitDocuments(text);
    }

    /** The general case of {@link #chunks}: line by line. */
    static List<Chunk> splitDocuments(String text) {
        List<Chunk> chunks = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        String[] lines = text.split("\n", -1);
        int first = 1;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            String rest = line.startsWith("---") ? line.substring(3).strip() : null;
            if (rest != null && (rest.isEmpty() || rest.startsWith("#"))) {
                chunks.add(new Chunk(current.toString(), first, i));
                current.setLength(0);
                first = i + 2;
            } else {
                current.append(line).append('\n');
            }
        }
        chunks.add(new Chunk(current.toString(), first, lines.length));
        chunks.removeIf(chunk -> onlyComments(chunk.text()));
        return chunks;
    }

    private static int lineCount(String text) {
        int lines = 1;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            lines++;
        }
        return lines;
    }

    /** Whether every line is blank or a comment: such a document holds no object. */
    private static boolean onlyComments(String text) {
        return text.lines().allMatch(l -> l.isBlank() || l.stripLeading().startsWith("#"));
    }
}
