package io.japply.cli;

import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The commands below the root. Building a command's model from its annotations is most of the
 * time picocli takes in a cold process, so only the commands the command line names are built
 * whole; the others are stubs made from their {@code @Command} annotation (name, aliases and first
 * line), which is all the root's usage, picocli's "did you mean" and its dispatch ever read of a
 * command that is not run. {@code completion} writes every command's flags, so it gets them all.
 */
final class CommandTree {
    private static final String EVERY_COMMAND = "completion";

    /** One command: how to make it, and the commands below it. */
    record Node(Class<?> type, Supplier<Object> command, List<Node> below) {
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
        return nodes.stream().noneMatch(node -> isNamed(node.type().getAnnotation(Command.class), first));
    }

    /** Adds {@code nodes} below {@code parent}: whole when {@code args} name them, else stubs. */
    static CommandLine addTo(CommandLine parent, List<Node> nodes, List<String> args) {
        boolean all = args.contains(EVERY_COMMAND);
        return add(parent, nodes, all ? null : Set.copyOf(args));
    }

    /** The arguments that build every command whole, as completion needs them. */
    static List<String> everyCommand() {
        return List.of(EVERY_COMMAND);
    }

    /** {@code named} null: every command whole. */
    private static CommandLine add(CommandLine parent, List<Node> nodes, Set<String> named) {
        for (Node node : nodes) {
            Command command = node.type().getAnnotation(Command.class);
            parent.addSubcommand(named == null || isNamed(command, named)
                    ? add(whole(node), node.below(), named)
                    : stub(command));
        }
        return parent;
    }

    /** The command's model from its annotations, with the standard help options every command has. */
    private static CommandLine whole(Node node) {
        CommandLine command = new CommandLine(node.command().get());
        // -V prints the version below the root too (the annotations name no version provider)
        StandardHelp.addTo(command.getCommandSpec()).versionProvider(new Japply.Version());
        return command;
    }

    private static boolean isNamed(Command command, Set<String> named) {
        return named.contains(command.name()) || java.util.Arrays.stream(command.aliases()).anyMatch(named::contains);
    }

    private static CommandLine stub(Command command) {
        CommandSpec spec = CommandSpec.create().name(command.name()).aliases(command.aliases());
        spec.usageMessage().header(command.header()).description(command.description()).hidden(command.hidden());
        return new CommandLine(spec);
    }
}
