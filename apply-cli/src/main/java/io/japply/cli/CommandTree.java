package io.japply.cli;

import io.japply.cli.startup.LazyFactory;
import io.japply.cli.startup.ModelSnapshot;
import io.japply.cli.startup.SnapshotModels;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * The commands below the root. Building a command's model from its annotations is most of the
 * time picocli takes in a cold process, so only the commands the command line names are built
 * whole; the others are stubs made from their {@code @Command} annotation (name, aliases and first
 * line), which is all the root's usage, picocli's "did you mean" and its dispatch ever read of a
 * command that is not run. When the first argument names a command, even the stubs of its siblings
 * are left out (each is a CommandLine, ~0.4 ms of a cold process). {@code completion} writes every
 * command's flags, so it gets them all.
 */
public final class CommandTree {
    private static final String EVERY_COMMAND = "completion";

    /** One command: how to make it, and the commands below it. */
    public record Node(Class<?> type, Supplier<Object> command, List<Node> below) {
        static Node of(Class<?> type, Supplier<Object> command, Node... below) {
            return new Node(type, command, List.of(below));
        }
    }

    private CommandTree() {
    }

    /**
     * Whether the root itself may run (japply -f ...) rather than a command below it: when the first
     * argument is not a command's name, and for completion, which writes the root's flags too.
     */
    static boolean rootMayRun(List<Node> nodes, List<String> args) {
        if (args.isEmpty() || args.contains(EVERY_COMMAND)) {
            return true;
        }
        Set<String> first = Set.of(args.get(0));
        for (Node node : nodes) {
            if (isNamed(command(node.type()), first)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Adds {@code nodes} below {@code parent}: whole when {@code args} name them, else stubs. When the
     * first argument names a command, its siblings are left out: picocli then parses, reports and
     * prints help for that command alone, and reads nothing of the root's other commands.
     */
    static CommandLine addTo(CommandLine parent, List<Node> nodes, List<String> args) {
        if (args.contains(EVERY_COMMAND)) {
            return add(parent, nodes, null);
        }
        Set<String> named = Set.copyOf(args);
        if (rootMayRun(nodes, args)) {
            return add(parent, nodes, named);
        }
        Set<String> first = Set.of(args.get(0));
        for (Node node : nodes) {
            if (isNamed(command(node.type()), first)) {
                parent.addSubcommand(add(whole(node), node.below(), named));
            }
        }
        return parent;
    }

    /**
     * {@code args} with the names of the commands they run first, wherever the line wrote its flags
     * ({@link CommandPath}).
     */
    static List<String> commandsFirst(List<String> args, List<Node> nodes) {
        return CommandPath.commandsFirst(args, (path, word) -> below(nodes, path).stream()
                .anyMatch(node -> isNamed(command(node.type()), Set.of(word))));
    }

    /** The command names {@code args} run (cobra's search), in order; empty for the root. */
    static List<String> commandPath(List<String> args, List<Node> nodes) {
        List<String> first = commandsFirst(args, nodes);
        List<String> path = new java.util.ArrayList<>();
        for (String word : first) {
            if (below(nodes, path).stream().noneMatch(node -> isNamed(command(node.type()), Set.of(word)))) {
                break;
            }
            path.add(word);
        }
        return path;
    }

    /** The nodes below {@code path}; empty when the path names none. */
    private static List<Node> below(List<Node> nodes, List<String> path) {
        List<Node> level = nodes;
        for (String name : path) {
            level = level.stream().filter(node -> isNamed(command(node.type()), Set.of(name))).findFirst()
                    .map(Node::below).orElse(List.of());
        }
        return level;
    }

    /** The arguments that build every command whole, as completion needs them. */
    static List<String> everyCommand() {
        return List.of(EVERY_COMMAND);
    }

    /** {@code named} null: every command whole. */
    private static CommandLine add(CommandLine parent, List<Node> nodes, Set<String> named) {
        for (Node node : nodes) {
            ModelSnapshot.Command command = command(node.type());
            parent.addSubcommand(named == null || isNamed(command, named)
                    ? add(whole(node), node.below(), named)
                    : stub(command));
        }
        return parent;
    }

    /**
     * The command's model (from the build's snapshot of its annotations, else from them), with the
     * standard help options every command has.
     */
    private static CommandLine whole(Node node) {
        Object userObject = node.command().get();
        java.util.Optional<CommandSpec> fromSnapshot = SnapshotModels.commandSpec(userObject);
        CommandLine command = fromSnapshot.isPresent()
                ? new CommandLine(fromSnapshot.get(), LazyFactory.INSTANCE) : new CommandLine(userObject);
        // -V prints the version below the root too (the annotations name no version provider)
        StandardHelp.addTo(command.getCommandSpec()).versionProvider(new Japply.Version());
        io.japply.cli.flags.KubectlBooleans.relax(command.getCommandSpec());
        return command;
    }

    /** The @Command attributes japply sets, from the build's snapshot when it has them. */
    private static ModelSnapshot.Command command(Class<?> type) {
        return SnapshotModels.command(type).orElseGet(() -> ModelSnapshot.Command.of(type));
    }

    private static boolean isNamed(ModelSnapshot.Command command, Set<String> named) {
        if (named.contains(command.name())) {
            return true;
        }
        for (String alias : command.aliases()) {
            if (named.contains(alias)) {
                return true;
            }
        }
        return false;
    }

    private static CommandLine stub(ModelSnapshot.Command command) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(null, LazyFactory.INSTANCE).name(command.name())
                .aliases(command.aliases());
        spec.usageMessage().header(command.header()).description(command.description()).hidden(command.hidden());
        return new CommandLine(spec, LazyFactory.INSTANCE);
    }
}
