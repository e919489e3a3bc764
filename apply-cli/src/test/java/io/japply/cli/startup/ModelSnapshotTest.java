package io.japply.cli.startup;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.cli.CommandTree;
import io.japply.cli.Japply;
import io.japply.cli.command.ApplyCommand;
import io.japply.cli.flags.ApplyFlags;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * The models built from the build's snapshot are picocli's own from the annotations: the same
 * members in the same order with the same attributes, the same usage; and the snapshot in the
 * classes is the one the annotations give now, not an older build's.
 */
class ModelSnapshotTest {
    /** Every command class below the root, each with a fresh instance for each side. */
    static Stream<CommandTree.Node> commands() {
        List<CommandTree.Node> all = new ArrayList<>();
        collect(Japply.commands(null, null), all);
        return all.stream();
    }

    private static void collect(List<CommandTree.Node> nodes, List<CommandTree.Node> all) {
        for (CommandTree.Node node : nodes) {
            all.add(node);
            collect(node.below(), all);
        }
    }

    @ParameterizedTest
    @MethodSource("commands")
    void eachCommandsModelIsPicocliOwn(CommandTree.Node node) {
        CommandSpec fromAnnotations = CommandSpec.forAnnotatedObject(node.command().get());
        CommandSpec fromSnapshot = SnapshotModels.commandSpec(node.command().get()).orElseThrow();
        assertSameModel(fromAnnotations, fromSnapshot);
        assertEquals(fromAnnotations.name(), fromSnapshot.name());
        assertArrayEquals(fromAnnotations.aliases(), fromSnapshot.aliases());
        assertEquals(usage(fromAnnotations), usage(fromSnapshot));
    }

    @Test
    void theRootsApplyFlagsArePicocliOwn() {
        CommandSpec fromAnnotations = CommandSpec.forAnnotatedObject(new ApplyFlags());
        CommandSpec fromSnapshot = SnapshotModels.mixinSpec(new ApplyFlags()).orElseThrow();
        assertSameModel(fromAnnotations, fromSnapshot);
        assertEquals(List.of("cluster", "job", "printing"), List.copyOf(fromSnapshot.mixins().keySet()));
    }

    @Test
    void theSnapshotInTheClassesIsTheAnnotationsOfNow() throws IOException {
        ByteArrayOutputStream fresh = new ByteArrayOutputStream();
        SnapshotWriter.snapshot().write(new DataOutputStream(fresh));
        try (InputStream shipped = SnapshotModels.class.getResourceAsStream(ModelSnapshot.RESOURCE)) {
            assertTrue(shipped != null, "the build writes " + ModelSnapshot.RESOURCE + " (process-classes)");
            assertArrayEquals(fresh.toByteArray(), shipped.readAllBytes(), "a stale snapshot: rebuild (mvn process-classes)");
        }
    }

    /** A snapshot model binds what it parses to the same fields as the annotations would. */
    @Test
    void parsedValuesLandInTheFlagFields() {
        ApplyCommand command = new ApplyCommand(null);
        CommandSpec spec = SnapshotModels.commandSpec(command).orElseThrow();
        new CommandLine(spec).parseArgs("-f", "a.yaml", "-f", "b.yaml", "--concurrency=3", "--overwrite=false",
                "-n", "team-a", "--validate", "--cascade", "-v", "6");
        assertEquals(List.of("a.yaml", "b.yaml"), read(command, "flags.files"));
        assertEquals(3, read(command, "flags.job.concurrency"));
        assertEquals(false, read(command, "flags.overwrite"));
        assertEquals("team-a", read(command, "flags.cluster.namespace"));
        assertEquals("strict", read(command, "flags.validate"), "the fallback value");
        assertEquals("background", read(command, "flags.job.cascade"));
        assertEquals(6, read(command, "flags.cluster.verbosity"));
        assertEquals("30s", read(command, "flags.cluster.requestTimeout"), "the default value");
        assertEquals(spec, read(command, "spec"), "@Spec injected");
    }

    /** A field of the command, by a dotted path: the flag classes keep their fields to their own package. */
    private static Object read(Object target, String path) {
        Object value = target;
        for (String name : path.split("\\.")) {
            try {
                value = SnapshotModels.field(value.getClass(), name).get(value);
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
        return value;
    }

    private static void assertSameModel(CommandSpec expected, CommandSpec actual) {
        assertEquals(signatures(expected.options()), signatures(actual.options()));
        assertEquals(signatures(expected.positionalParameters()), signatures(actual.positionalParameters()));
        assertEquals(List.copyOf(expected.mixins().keySet()), List.copyOf(actual.mixins().keySet()));
    }

    private static List<String> signatures(List<? extends ArgSpec> args) {
        return args.stream().map(ModelSnapshotTest::signature).toList();
    }

    /** Every attribute picocli keeps of an argument that japply's annotations can set or picocli derives. */
    private static String signature(ArgSpec arg) {
        StringBuilder s = new StringBuilder();
        if (arg instanceof OptionSpec option) {
            s.append(String.join(",", option.names())).append(" fallback=").append(option.fallbackValue())
                    .append(" order=").append(option.order()).append(" negatable=").append(option.negatable())
                    .append(" usageHelp=").append(option.usageHelp()).append(" versionHelp=").append(option.versionHelp());
        } else if (arg instanceof CommandLine.Model.PositionalParamSpec positional) {
            s.append("index=").append(positional.index());
        }
        return s.append(" arity=").append(arg.arity()).append(arg.arity().isUnspecified() ? "(derived)" : "")
                .append(" label=").append(arg.paramLabel()).append(" hideSyntax=").append(arg.hideParamSyntax())
                .append(" description=").append(String.join("|", arg.description()))
                .append(" key=").append(arg.descriptionKey()).append(" default=").append(arg.defaultValue())
                .append(" hidden=").append(arg.hidden()).append(" required=").append(arg.required())
                .append(" type=").append(arg.type().getName()).append(" aux=")
                .append(java.util.Arrays.toString(arg.auxiliaryTypes())).append(" split=").append(arg.splitRegex())
                .append(" initial=").append(arg.initialValue()).append(" hasInitial=").append(arg.hasInitialValue())
                .append(" showDefault=").append(arg.showDefaultValue()).append(" interactive=").append(arg.interactive())
                .append(" scope=").append(arg.scopeType()).toString();
    }

    private static String usage(CommandSpec spec) {
        return new CommandLine(spec).getUsageMessage(CommandLine.Help.Ansi.OFF);
    }
}
