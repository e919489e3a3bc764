package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.cli.printer.ReferenceKubectl;
import io.japply.testing.BoundedProcess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every flag kubectl 1.37.2 lists for apply, diff and the last-applied commands (and its global flags,
 * which every one of them takes) is a flag of the same japply command: the same short name, a value
 * where kubectl takes one, and a boolean where kubectl has one (given bare, or as --flag=false).
 * The list is the reference kubectl's own help, written by tools/kubectl-flags.
 */
class KubectlFlagsTest {
    static final String LIST = "/kubectl-flags/kubectl-1.37.tsv";

    /** One line of the list. */
    record Flag(String command, String name, String shortName, boolean bool) {
        static Flag parse(String line) {
            String[] columns = line.split("\t", -1);
            return new Flag(columns[0], columns[1], columns[2], columns[3].equals("bool"));
        }

        @Override
        public String toString() {
            return command + " " + name;
        }
    }

    static List<Flag> flags() {
        try (var in = KubectlFlagsTest.class.getResourceAsStream(LIST)) {
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static List<Flag> parse(String text) {
        return text.lines().filter(l -> !l.startsWith("#") && !l.isBlank()).map(Flag::parse).toList();
    }

    static final List<String> COMMANDS = List.of("apply", "diff", "apply view-last-applied", "apply set-last-applied",
            "apply edit-last-applied");

    /** Each command's own flags, and each command with each global flag. */
    static Stream<Flag> everyCommandsFlags() {
        List<Flag> all = new ArrayList<>();
        for (Flag flag : flags()) {
            if (flag.command().equals("options")) {
                COMMANDS.forEach(c -> all.add(new Flag(c, flag.name(), flag.shortName(), flag.bool())));
            } else {
                all.add(flag);
            }
        }
        return all.stream();
    }

    /**
     * kubectl's flags japply does not have yet, each named in docs/differences.md; a flag here must still
     * be missing, so that it leaves this list when it comes.
     */
    static final Set<String> NOT_YET = Set.of();

    static CommandLine japply(String command) {
        CommandLine cli = new Japply().commandLine(Japply.commands(null, null), CommandTree.everyCommand());
        for (String name : command.split(" ")) {
            cli = cli.getSubcommands().get(name);
        }
        return cli;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyCommandsFlags")
    void japplyHasKubectlsFlag(Flag flag) {
        OptionSpec option = japply(flag.command()).getCommandSpec().findOption(flag.name());
        if (NOT_YET.contains(flag.toString())) {
            assertTrue(option == null, "japply " + flag + " exists now: take it off NOT_YET");
            return;
        }
        assertTrue(option != null, "japply " + flag + " is missing");
        Set<String> shortNames = new TreeSet<>();
        for (String name : option.names()) {
            if (!name.startsWith("--")) {
                shortNames.add(name);
            }
        }
        assertEquals(flag.shortName().isEmpty() ? Set.of() : Set.of(flag.shortName()), shortNames, flag + ": short names");
        if (flag.bool()) {
            assertTrue(option.type() == boolean.class || option.type() == Boolean.class, flag + " is a boolean");
            assertEquals(0, option.arity().min(), flag + " can be given bare");
            assertTrue(option.arity().max() >= 1, flag + " takes =true and =false too");
        } else {
            assertTrue(option.arity().max() >= 1, flag + " takes a value");
        }
    }

    /** The root (japply -f ...) is apply: it has every flag apply has. */
    @Test
    void theRootHasApplysFlags() {
        CommandLine root = new Japply().commandLine(Japply.commands(null, null), List.of("-f", "x.yaml"));
        everyCommandsFlags().filter(f -> f.command().equals("apply") && !NOT_YET.contains(f.toString()))
                .forEach(f -> assertTrue(root.getCommandSpec().findOption(f.name()) != null, "japply " + f.name()));
    }

    /** The list is what the reference kubectl 1.37.2 says today, its first line included. */
    @Test
    void theListIsKubectlsOwn() throws Exception {
        String kubectl = ReferenceKubectl.require();
        Path tool = Path.of("..", "tools", "kubectl-flags");
        BoundedProcess.Result run = BoundedProcess.of("sh", tool.toString(), kubectl).timeout(Duration.ofMinutes(2)).run();
        assertEquals(0, run.code(), run.show());
        assertEquals(run.out(), recorded(), "re-record with tools/kubectl-flags");
    }

    private static String recorded() throws IOException {
        try (var in = KubectlFlagsTest.class.getResourceAsStream(LIST)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
