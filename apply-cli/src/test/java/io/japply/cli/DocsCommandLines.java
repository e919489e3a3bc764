package io.japply.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * japply's command lines as the docs (docs/*.md, README.md) and the CI templates (examples/) show
 * them: the code lines of a page (indented or fenced) and its inline code, a template's shell lines,
 * and a container's {@code args:} list (the image's entrypoint is japply). Each is japply's words
 * only: the program's name and what follows it up to a shell operator or a comment, quotes removed.
 */
final class DocsCommandLines {
    static final Path ROOT = Path.of("..");

    /** Where it is shown, the words after the program's name, and whether only its flags' names count. */
    record Line(String where, List<String> words, boolean namesOnly) {
        @Override
        public String toString() {
            return where + ": japply " + String.join(" ", words);
        }
    }

    /** The program: bin/japply, japply (kubectl japply too), or the image (podman run ... japply:TAG). */
    private static final Pattern PROGRAM = Pattern.compile("(?:^|(?<=[\\s;&|(`]))(?<!: )(?:bin/)?japply(?::[\\w.]+)?(?= |$)");
    private static final Pattern END = Pattern.compile(" (?:[|;>#]|&&|\\|\\||2>)|;|`|$");
    private static final Pattern INLINE = Pattern.compile("`((?:bin/)?japply [^`]*)`");
    private static final Pattern ARGS_ARRAY = Pattern.compile("`\\[(\"[^`]*\")]`");
    static final Pattern FLAG = Pattern.compile("(?<![\\w-])--?[a-zA-Z][\\w-]*");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\(.*\\)|\\{\\{.*}}");

    private DocsCommandLines() {
    }

    static List<Line> all() {
        List<Line> lines = new ArrayList<>();
        List<Path> pages = new ArrayList<>(list(ROOT.resolve("docs"), ".md"));
        pages.add(ROOT.resolve("README.md"));
        pages.forEach(page -> lines.addAll(ofPage(page)));
        list(ROOT.resolve("examples"), ".yml", ".yaml").forEach(file -> lines.addAll(ofTemplate(file)));
        return lines;
    }

    /** Code lines (indented by 4, or in a fenced block) in full; inline code by its flags' names. */
    static List<Line> ofPage(Path page) {
        List<String> text = read(page);
        List<Line> lines = new ArrayList<>();
        boolean fenced = false;
        for (int i = 0; i < text.size(); i++) {
            String line = text.get(i);
            int number = i + 1;
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced || line.startsWith("    ")) {
                while (line.endsWith("\\") && i + 1 < text.size()) {
                    line = line.substring(0, line.length() - 1) + " " + text.get(++i).strip();
                }
                commands(line).forEach(words -> lines.add(new Line(page + ":" + number, words, synopsis(words))));
            } else {
                Matcher inline = INLINE.matcher(line);
                while (inline.find()) {
                    commands(inline.group(1)).forEach(words -> lines.add(new Line(page + ":" + number, words, true)));
                }
                Matcher array = ARGS_ARRAY.matcher(line); // a template's args param: `["-n", "shop", ...]`
                while (array.find()) {
                    List<String> words = new ArrayList<>(List.of("apply"));
                    Matcher item = Pattern.compile("\"([^\"]*)\"").matcher(array.group(1));
                    while (item.find()) {
                        words.add(item.group(1));
                    }
                    lines.add(new Line(page + ":" + number + " args", words, true));
                }
            }
        }
        return lines;
    }

    /** A template's shell lines that run japply, and each {@code args:} list of a container. */
    static List<Line> ofTemplate(Path file) {
        List<String> text = read(file);
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < text.size(); i++) {
            String line = text.get(i);
            String where = file + ":" + (i + 1);
            if (line.matches("\\s*args:\\s*")) {
                int indent = line.indexOf('a');
                List<String> words = new ArrayList<>();
                for (int j = i + 1; j < text.size() && text.get(j).matches(" {" + indent + "}\\s*- .*"); j++) {
                    String item = unquote(text.get(j).strip().substring(2).strip());
                    if (!item.endsWith("[*])")) { // an array parameter spliced in: the user's flags
                        words.add(PLACEHOLDER.matcher(item).matches() ? "VALUE" : item);
                    }
                }
                if (!words.isEmpty()) {
                    lines.add(new Line(where, words, false));
                }
            } else if (line.contains("description:") && FLAG.matcher(line).find()) {
                List<String> words = new ArrayList<>(List.of("apply")); // apply's flags, as an input's help names them
                Matcher flag = FLAG.matcher(line);
                while (flag.find()) {
                    words.add(flag.group());
                }
                lines.add(new Line(where, words, true));
            } else if (!line.strip().startsWith("#") && !line.contains("description:")) {
                commands(line).forEach(words -> lines.add(new Line(where, words, false)));
            }
        }
        return lines;
    }

    /** japply's words in a line of shell: after each program name, to the end of its command. */
    static List<List<String>> commands(String line) {
        List<List<String>> commands = new ArrayList<>();
        Matcher program = PROGRAM.matcher(line);
        while (program.find()) {
            if (line.substring(0, program.start()).chars().filter(c -> c == '"').count() % 2 == 1) {
                continue; // inside a quoted string: a message that names japply, not a command
            }
            String rest = line.substring(program.end());
            Matcher end = END.matcher(rest);
            end.find();
            // a synopsis's " | " is between alternatives: it runs to the end of the line
            String command = rest.contains(" [") ? rest : rest.substring(0, end.start());
            List<String> words = new ArrayList<>();
            for (String word : command.strip().split("\\s+")) {
                if (!word.isEmpty() && !word.contains("$")) { // a shell expansion: the user's words
                    words.add(unquote(word));
                }
            }
            if (!words.isEmpty()) { // "japply" alone is a name in prose ("Install japply"), not a command worth a check
                commands.add(words);
            }
        }
        return commands;
    }

    /** A synopsis (-f FILE|DIR, [--flag], ...) is not a command line; its flags' names still count. */
    private static boolean synopsis(List<String> words) {
        return words.stream().anyMatch(w -> w.contains("[") || w.contains("|") || w.contains("..."));
    }

    private static String unquote(String word) {
        return word.length() >= 2 && (word.startsWith("\"") && word.endsWith("\"") || word.startsWith("'") && word.endsWith("'"))
                ? word.substring(1, word.length() - 1) : word;
    }

    private static List<Path> list(Path dir, String... endings) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> Stream.of(endings).anyMatch(e -> f.toString().endsWith(e)))
                    .filter(f -> !f.toString().contains("/target/")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
