package io.japply.cli.command;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Failure;
import io.japply.apply.Manifests;
import io.japply.apply.TextDocuments;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.OutputFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One round trip through the editor, as kubectl's: the document under a comment header; a file
 * that does not parse is opened again with the reason in the header; saving it unchanged, or
 * empty, cancels.
 */
final class EditSession {
    private final Editor editor;
    private final OutputFormat format;
    private final String header;
    private final boolean windowsLineEndings;
    private Path file;
    private boolean failed;

    /** {@code windowsLineEndings}: the file the editor gets ends its lines with CRLF, as kubectl's --windows-line-endings. */
    EditSession(Editor editor, OutputFormat format, String header, boolean windowsLineEndings) {
        this.editor = editor;
        this.format = format;
        this.header = header;
        this.windowsLineEndings = windowsLineEndings;
    }

    /** The edited objects; empty when the edit was cancelled (then {@link #failed} says whether that is an error). */
    Optional<List<ObjectNode>> edit(ObjectNode document, PrintWriter err) throws IOException, InterruptedException {
        // kubectl's editor gets its JSON printer's bytes (four spaces), or its YAML or KYAML
        String original = format != OutputFormat.PRETTY_JSON ? format.render(document)
                : io.japply.cli.report.PrintedObjects.render(List.of(document), "json", true);
        String content = original;
        String reason = null;
        String previous = null;
        file = Files.createTempFile("japply-edit-", format == OutputFormat.PRETTY_JSON ? ".json" : ".yaml");
        while (true) {
            String text = header + (reason == null ? "" : reasonLines(reason)) + content;
            Files.writeString(file, windowsLineEndings ? text.replace("\r\n", "\n").replace("\n", "\r\n") : text,
                    StandardCharsets.UTF_8);
            try {
                editor.edit(file);
            } catch (Failure e) {
                discard(); // nothing was edited: no copy to keep
                throw e;
            }
            String edited = Files.readString(file, StandardCharsets.UTF_8);
            if (previous != null && withoutComments(previous).equals(withoutComments(edited))) {
                failed = true;
                err.println("error: Edit cancelled, no valid changes were saved.");
                keep(err);
                return Optional.empty();
            }
            if (sameDocuments(original, edited)) {
                discard();
                err.println("Edit cancelled, no changes made.");
                return Optional.empty();
            }
            if (withoutComments(edited).isBlank()) {
                discard();
                err.println("Edit cancelled, saved file was empty.");
                return Optional.empty();
            }
            Parsed parsed = parse(edited);
            if (parsed.error() == null) {
                return Optional.of(parsed.objects());
            }
            reason = "The edited file had a syntax error: " + parsed.error();
            err.println("error: " + ExitCodes.oneLine(reason));
            content = withoutComments(edited);
            previous = edited;
        }
    }

    boolean failed() {
        return failed;
    }

    /** After a failed write the user's edits are not lost: the file stays and its path is printed. */
    void keep(PrintWriter err) {
        err.println("A copy of your changes has been stored to \"" + file + "\"");
    }

    void discard() throws IOException {
        Files.deleteIfExists(file);
    }

    private record Parsed(List<ObjectNode> objects, String error) {
    }

    /** The edited objects, or the first document's error ("file, document N: reason"). */
    private static Parsed parse(String text) {
        Manifests read = Manifests.parse("edited file", withoutComments(text));
        if (!read.problems().isEmpty()) {
            return new Parsed(List.of(), read.problems().get(0));
        }
        return new Parsed(read.objects(), null);
    }

    /** Equal when both parse to the same documents, else when their text without comments is equal. */
    private static boolean sameDocuments(String a, String b) {
        try {
            List<JsonNode> left = TextDocuments.parseAll(withoutComments(a), "original");
            List<JsonNode> right = TextDocuments.parseAll(withoutComments(b), "edited");
            return left.equals(right);
        } catch (Failure e) {
            return withoutComments(a).equals(withoutComments(b));
        }
    }

    /** Drops the lines that start with '#' (but not "#!"), as kubectl strips its header. */
    static String withoutComments(String text) {
        return text.lines()
                .filter(line -> !(line.strip().startsWith("#") && !line.strip().startsWith("#!")))
                .collect(Collectors.joining("\n", "", text.endsWith("\n") ? "\n" : ""));
    }

    private static String reasonLines(String reason) {
        return "# " + reason.replace("\n", "\n# ") + "\n#\n";
    }
}
