package io.japply.cli;

import io.japply.cli.kuberc.KubercLine;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * japply's commands as a kuberc sees them: which words name a command, and each command's flags, read
 * from the command's own model (built only when a kuberc has defaults or aliases to check).
 */
final class KubercCommands implements KubercLine.Commands {
    private final List<CommandTree.Node> nodes;

    KubercCommands(List<CommandTree.Node> nodes) {
        this.nodes = nodes;
    }

    @Override
    public boolean isCommand(String word) {
        return !CommandTree.commandPath(List.of(word), nodes).isEmpty();
    }

    @Override
    public Optional<List<String>> path(List<String> words) {
        List<String> path = CommandTree.commandPath(words, nodes);
        return path.size() == words.size() ? Optional.of(words) : Optional.empty();
    }

    @Override
    public KubercLine.CommandFlags flags(List<String> path) {
        List<String> line = path.isEmpty() ? List.of("-f", "-") : path;
        CommandLine command = new Japply().commandLine(nodes, line);
        for (String name : path) {
            command = command.getSubcommands().get(name);
        }
        Set<String> longNames = new HashSet<>();
        Set<Character> shorthands = new HashSet<>();
        java.util.Map<String, Character> shorthandOf = new java.util.HashMap<>();
        for (OptionSpec option : command.getCommandSpec().options()) {
            Optional<Character> letter = List.of(option.names()).stream().filter(n -> n.matches("-[a-zA-Z]"))
                    .map(n -> n.charAt(1)).findFirst();
            letter.ifPresent(shorthands::add);
            for (String name : option.names()) {
                if (name.startsWith("--")) {
                    longNames.add(name.substring(2));
                    letter.ifPresent(c -> shorthandOf.put(name.substring(2), c));
                }
            }
        }
        return new KubercLine.CommandFlags() {
            @Override
            public boolean has(String longName) {
                return longNames.contains(longName);
            }

            @Override
            public Optional<Character> shorthand(String longName) {
                return Optional.ofNullable(shorthandOf.get(longName));
            }

            @Override
            public Set<Character> shorthands() {
                return shorthands;
            }
        };
    }
}
