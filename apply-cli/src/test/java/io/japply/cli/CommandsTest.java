package io.japply.cli;

import io.japply.apply.cluster.ObjectRef;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The command line as kubectl users type it: apply's subcommands, mistyped names, examples in --help. */
class CommandsTest {
    @TempDir
    Path dir;

    private final FakeCluster cluster = new FakeCluster();

    private Cli.Result japply(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply(flags -> cluster, d -> { }).run(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Cli.Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static final String CONFIG_MAP = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  k: v\n";

    @Test
    void lastAppliedCommandsAlsoLiveUnderApplyAsKubectlSpellsThem() {
        String file = Cli.write(dir, "cm.yaml", CONFIG_MAP);
        japply("apply", "-f", file).ok();
        String viewed = japply("apply", "view-last-applied", "-f", file).ok();
        assertEquals(japply("view-last-applied", "-f", file).ok(), viewed);
        assertTrue(viewed.contains("name: settings"), viewed);

        String changed = Cli.write(dir, "changed.yaml", CONFIG_MAP.replace("k: v", "k: w"));
        assertEquals("configmap/settings configured\n", japply("apply", "set-last-applied", "-f", changed).ok());
        ObjectNode live = cluster.objects.get(new ObjectRef("v1", "ConfigMap", "default", "settings"));
        assertTrue(LastApplied.original(live).orElseThrow().toString().contains("\"w\""), live.toString());
        assertTrue(japply("apply", "edit-last-applied", "--help").ok().contains("japply apply edit-last-applied"));
    }

    @Test
    void suggestsTheCommandMeantForAMistypedOne() {
        String file = Cli.write(dir, "cm.yaml", CONFIG_MAP);
        // kubectl's words and status (it/UsageErrorsKubectlTest runs kubectl beside japply)
        assertEquals(new Cli.Result(1, "", "error: unknown command \"aply\" for \"japply\"\n\nDid you mean this?\n\tapply\n"),
                japply("aply", "-f", file));
        // kubectl apply takes a mistyped command below it for an argument
        assertEquals(new Cli.Result(1, "", "error: Unexpected args: [view-last-aplied]\nSee 'japply apply -h' for help and examples\n"),
                japply("apply", "view-last-aplied", "-f", file));
        assertEquals(0, cluster.requests.size(), "nothing sent");
        assertEquals(new Cli.Result(2, "", "error: Unexpected args: [extra]\nSee 'japply diff -h' for help and examples\n"),
                japply("diff", "-f", file, "extra"));
    }

    @Test
    void suggestsTheFlagMeantForAMistypedOne() {
        // kubectl's words for kubectl's commands; japply's own keep the nearest flag
        assertEquals(new Cli.Result(2, "", "error: unknown flag: --livee\nSee 'japply diff -h' for help and examples\n"),
                japply("diff", "--livee", "x"));
        assertEquals(new Cli.Result(1, "", "error: unknown flag: --selectr\nSee 'japply apply --help' for usage.\n"),
                japply("apply", "--selectr=app=web", "-f", "x"));
        assertEquals("error: unknown flag: --batc; did you mean --batch? (see 'japply compute-patch --help')",
                japply("compute-patch", "--batc").errorLine(ExitCodes.USAGE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"apply", "diff", "view-last-applied", "set-last-applied", "edit-last-applied", "compute-patch",
        "patch", "completion", "version", "apply view-last-applied", "apply set-last-applied", "apply edit-last-applied"})
    void everyCommandsHelpHasExamplesBeforeItsOptions(String command) {
        String help = japply((command + " --help").split(" ")).ok();
        int examples = help.indexOf("\nExamples:\n  # ");
        assertTrue(examples > 0, help);
        assertTrue(help.indexOf("japply " + command + " ", examples) > 0, "an example of this very command: " + help);
        assertTrue(examples < help.indexOf("--help"), "examples come before the options, as in kubectl: " + help);
        assertEquals(examples, help.lastIndexOf("\nExamples:\n"), "one Examples section: " + help);
    }

    /**
     * -h/--help and -V/--version are built in code (StandardHelp); every command has them as picocli's
     * mixinStandardHelpOptions would make them: the same options, the same usage lines.
     */
    @ParameterizedTest
    @ValueSource(strings = {"apply", "diff", "view-last-applied", "set-last-applied", "edit-last-applied", "compute-patch",
        "patch", "completion", "version", "apply view-last-applied"})
    void everyCommandHasPicocliStandardHelpOptions(String command) {
        CommandLine cli = new Japply().commandLine(Japply.commands(null, null), CommandTree.everyCommand());
        for (String name : command.split(" ")) {
            cli = cli.getSubcommands().get(name);
        }
        CommandLine.Model.CommandSpec spec = cli.getCommandSpec();
        assertTrue(spec.mixinStandardHelpOptions(), command);
        CommandLine.Model.CommandSpec picocli = CommandLine.Model.CommandSpec.create().mixinStandardHelpOptions(true);
        String usage = cli.getUsageMessage(CommandLine.Help.Ansi.OFF);
        for (CommandLine.Model.OptionSpec option : picocli.options()) {
            CommandLine.Model.OptionSpec ours = spec.findOption(option.longestName());
            assertEquals(option.usageHelp(), ours.usageHelp());
            assertEquals(option.versionHelp(), ours.versionHelp());
            String line = "\n  " + String.join(", ", option.names()) + " +" + java.util.regex.Pattern.quote(option.description()[0]) + "\n";
            assertTrue(java.util.regex.Pattern.compile(line).matcher(usage).find(), command + " lists " + line + ": " + usage);
        }
        assertEquals(japply("version").ok(), japply((command + " -V").split(" ")).ok());
    }

    @Test
    void theRootHelpHasExamplesToo() {
        String help = japply("--help").ok();
        assertTrue(help.contains("Examples:\n  # Apply the manifests of a directory"), help);
    }

    /** --help lists the commands from stubs (CommandTree); the same usage as the root of the whole tree. */
    @Test
    void theRootHelpIsTheUsageOfTheWholeCommandTree() {
        String usage = new Japply().commandLine(Japply.commands(null, null), CommandTree.everyCommand())
                .getUsageMessage(CommandLine.Help.Ansi.OFF);
        assertTrue(usage.contains("Commands:\n  apply "), usage);
        assertEquals(usage, japply("--help").ok());
        assertEquals(usage, japply("-h").ok());
        Cli.Result alone = japply();
        assertEquals(ExitCodes.OK, alone.code(), "japply alone asks for help, as kubectl alone does");
        assertEquals(usage, alone.out());
        assertEquals("", alone.err());
    }

    /**
     * Only the named command gets its whole model, its own commands stubs, its siblings nothing; with no
     * command named, the others are stubs, which "did you mean" knows by name.
     */
    @Test
    void aCommandLineBuildsTheCommandItNamesAndStubsTheOthers() {
        CommandLine cli = new Japply().commandLine(Japply.commands(null, null), java.util.List.of("diff", "-f", "x.yaml"));
        assertTrue(cli.getCommandSpec().findOption("--server-side") == null, "the root's flags are apply's, unused here");
        assertTrue(cli.getSubcommands().get("diff").getCommandSpec().optionsMap().containsKey("--server-side"));
        assertEquals(java.util.Set.of("diff"), cli.getSubcommands().keySet(), "a named command's siblings are left out");
        CommandLine apply = new Japply().commandLine(Japply.commands(null, null), java.util.List.of("apply", "-f", "x.yaml"))
                .getSubcommands().get("apply");
        assertTrue(apply.getCommandSpec().optionsMap().containsKey("--server-side"));
        CommandLine view = apply.getSubcommands().get("view-last-applied");
        assertTrue(view.getCommandSpec().options().isEmpty(), "a command below the named one is a stub");
        assertTrue(view.getSubcommands().isEmpty(), "nothing below a stub");
        CommandLine none = new Japply().commandLine(Japply.commands(null, null), java.util.List.of("-f", "x.yaml"));
        assertTrue(none.getSubcommands().get("apply").getCommandSpec().options().isEmpty(), "apply is a stub");
        assertTrue(japply("aply", "-f", "x.yaml").err().contains("Did you mean this?\n\tapply"),
                japply("aply", "-f", "x.yaml").err());
    }

    /** With its siblings left out, a named command's errors and help are its own, as they were. */
    @Test
    void aNamedCommandReportsItsOwnErrorsAndHelp() {
        assertEquals(new Cli.Result(1, "", "error: unknown flag: --bogus\nSee 'japply apply --help' for usage.\n"),
                japply("apply", "--bogus"));
        assertTrue(japply("apply", "--help").ok().contains("Commands:\n  view-last-applied"));
    }

    /** The completion script is written from every command's model, stubs would leave their flags out. */
    @Test
    void completionKnowsTheFlagsOfEveryCommand() {
        String script = japply("completion", "bash").ok();
        assertTrue(script.contains("--server-side"), "diff's and apply's flags");
        assertTrue(script.contains("--create-annotation"), "set-last-applied's flag");
        assertTrue(script.contains("--modified"), "compute-patch's flag");
    }

    @Test
    void anUnknownContextExitsOneAsKubectl() {
        String file = Cli.write(dir, "cm.yaml", CONFIG_MAP);
        String kubeconfig = Cli.write(dir, "config", """
                apiVersion: v1
                kind: Config
                clusters: [{name: c, cluster: {server: "http://127.0.0.1:1"}}]
                users: [{name: u, user: {}}]
                contexts: [{name: here, context: {cluster: c, user: u}}]
                current-context: here
                """);
        assertEquals("error: context \"nope\" does not exist",
                Cli.run("-f", file, "--kubeconfig", kubeconfig, "--context", "nope").errorLine(ExitCodes.FAILURE));
    }
}
