package io.japply.cli.kuberc;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A line as a kuberc changes it, as kubectl changes it: an alias in place of the command (its
 * command, its arguments before and after the line's, its flags unless the line gives them), and a
 * command's defaults unless the line gives the flag. Flags are added in their long form, after the
 * command's names.
 */
public final class KubercLine {
    /** What a command offers: its flags' long names (without dashes) and their one-letter names. */
    public interface CommandFlags {
        boolean has(String longName);

        Optional<Character> shorthand(String longName);

        Set<Character> shorthands();
    }

    /** Finds commands: the path a command's words name, empty when they name none. */
    public interface Commands {
        Optional<List<String>> path(List<String> words);

        boolean isCommand(String word);

        CommandFlags flags(List<String> path);
    }

    /** The line after the aliases, and the alias used if any. */
    public record Aliased(List<String> args, Optional<String> alias) {
    }

    private KubercLine() {
    }

    /** The alias named by the line's first word that is no flag, when the line names no command. */
    public static Aliased aliases(Preferences kuberc, List<String> args, Commands commands, PrintWriter err) {
        Optional<String> first = args.stream().filter(arg -> !arg.startsWith("-")).findFirst();
        if (first.isEmpty() || commands.isCommand(first.get())) {
            return new Aliased(args, Optional.empty());
        }
        for (Preferences.Alias alias : kuberc.aliases()) {
            if (!alias.name().equals(first.get())) {
                continue;
            }
            List<String> words = List.of(alias.command().trim().split("\\s+"));
            List<String> path = commands.path(words).orElseThrow(() -> new KubercException("command \"" + alias.command()
                    + "\" not found to set alias \"" + alias.name() + "\": " + words));
            int at = args.indexOf(first.get());
            List<String> line = new ArrayList<>(args.subList(0, at));
            line.addAll(path);
            line.addAll(alias.prepend());
            line.addAll(args.subList(at + 1, args.size()));
            line.addAll(alias.append());
            CommandFlags flags = commands.flags(path);
            List<String> added = defaults(alias.options(), flags, args,
                    name -> new KubercException("invalid alias flag " + name + " in alias japply"));
            line.addAll(at + path.size(), added);
            return new Aliased(line, Optional.of(alias.name()));
        }
        return new Aliased(args, Optional.empty());
    }

    /**
     * The line (less the command's names) with the defaults of the command it runs ({@code path}: the
     * command's names) before it; none for an alias, whose command kubectl runs under the alias's name.
     */
    public static List<String> defaults(Preferences kuberc, List<String> args, List<String> path, Optional<String> alias,
                                        Commands commands, PrintWriter err) {
        List<String> line = new ArrayList<>(args);
        for (Preferences.Defaults defaults : kuberc.defaults()) {
            List<String> words = List.of(defaults.command().trim().split("\\s+"));
            if (alias.isPresent() && words.equals(List.of(alias.get()))) {
                throw new KubercException("alias " + alias.get() + " can not be overridden");
            }
            Optional<List<String>> named = commands.path(words);
            if (named.isEmpty()) {
                err.print("Warning: command \"" + defaults.command() + "\" not found to set kuberc override\n");
                err.flush();
                continue;
            }
            if (alias.isPresent() || !named.get().equals(path)) {
                continue;
            }
            List<String> added = defaults(defaults.options(), commands.flags(path), args,
                    name -> new KubercException("invalid flag " + name + " for command " + defaults.command()));
            line.addAll(0, added);
        }
        return line;
    }

    private static List<String> defaults(List<Preferences.Option> options, CommandFlags flags, List<String> args,
                                         Function<String, KubercException> unknown) {
        List<String> added = new ArrayList<>();
        for (Preferences.Option option : options) {
            if (!flags.has(option.name())) {
                throw unknown.apply(option.name());
            }
            if (!given(option.name(), flags.shorthand(option.name()), flags.shorthands(), args)) {
                added.add("--" + option.name() + "=" + option.value());
            }
        }
        return added;
    }

    /** kubectl's search for a flag in the line: its long form, or its one letter alone or among others. */
    static boolean given(String name, Optional<Character> shorthand, Set<Character> shorthands, List<String> args) {
        for (String arg : args) {
            if (arg.equals("--" + name) || arg.startsWith("--" + name + "=")) {
                return true;
            }
            if (shorthand.isEmpty()) {
                continue;
            }
            if (arg.startsWith("-" + shorthand.get())) {
                return true;
            }
            if (arg.matches("-[a-zA-Z]+") && arg.substring(1).chars().allMatch(c -> shorthands.contains((char) c))
                    && arg.indexOf(shorthand.get()) > 0) {
                return true;
            }
        }
        return false;
    }
}
