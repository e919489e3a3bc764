package io.japply.cli.command;

import io.japply.apply.model.Failure;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;

/** The user's editor, opened on a file until it closes; tests give one that edits in Java. */
public interface Editor {
    void edit(Path file) throws IOException, InterruptedException;

    /**
     * As kubectl: KUBE_EDITOR, else EDITOR, else vi. A value with spaces ("code --wait") is run by the
     * shell, with the file's path quoted after it. An editor that cannot start or exits non-zero is
     * the user's to fix: a one-line error in kubectl's words, no stack trace.
     */
    static Editor fromEnvironment(UnaryOperator<String> environment) {
        String chosen = firstSet(environment, "KUBE_EDITOR", "EDITOR");
        String editor = chosen == null ? "vi" : chosen.strip();
        return file -> {
            List<String> command = editor.chars().anyMatch(Character::isWhitespace)
                    ? List.of("sh", "-c", editor + " " + shellQuoted(file.toString()))
                    : List.of(editor, file.toString());
            Process process;
            try {
                process = new ProcessBuilder(command).inheritIO().start();
            } catch (IOException e) {
                throw Failure.input("unable to launch the editor \"" + editor + "\"");
            }
            int code = process.waitFor(); // the user's own session: as long as they edit
            if (code != 0) {
                throw Failure.input("there was a problem with the editor \"" + editor + "\" (it exited with " + code + ")");
            }
        };
    }

    private static String firstSet(UnaryOperator<String> environment, String... names) {
        for (String name : names) {
            String value = environment.apply(name);
            if (value != null && !value.isBlank()) {
                return value;
            }
        }
        return null;
    }

    private static String shellQuoted(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
