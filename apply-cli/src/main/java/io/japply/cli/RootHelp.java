package io.japply.cli;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code japply --help} lists the commands by name and first line only, so for it the commands
 * below the root are stubs made from their {@code @Command} annotation: building their whole
 * models from annotations was a third of the time --help took. Every other command line, including
 * {@code japply} alone (the same usage, on stderr), gets the full models.
 */
final class RootHelp {
    /** The root's commands, in the order of {@code Japply}'s full command line. */
    private static final List<Class<?>> COMMANDS = List.of(ApplyCommand.class, LastAppliedCommands.View.class,
            LastAppliedCommands.Set.class, EditLastApplied.class, DiffCommand.class, ComputePatchCommand.class,
            PatchCommand.class, Completion.class, VersionCommand.class);

    private RootHelp() {
    }

    /** Whether the command line only asks for the root's usage. */
    static boolean only(String... args) {
        return args.length == 1 && ("--help".equals(args[0]) || "-h".equals(args[0]));
    }

    /** Adds a stub of each command to {@code root}. */
    static CommandLine addStubs(CommandLine root) {
        for (Class<?> type : COMMANDS) {
            root.addSubcommand(stub(type.getAnnotation(Command.class)));
        }
        return root;
    }

    private static CommandLine stub(Command command) {
        CommandSpec spec = CommandSpec.create().name(command.name()).aliases(command.aliases());
        spec.usageMessage().header(command.header()).description(command.description()).hidden(command.hidden());
        return new CommandLine(spec);
    }
}
