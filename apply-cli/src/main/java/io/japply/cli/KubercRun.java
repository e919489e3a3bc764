package io.japply.cli;

import io.japply.apply.kubeconfig.PluginPolicy;
import io.japply.cli.kuberc.KubercFile;
import io.japply.cli.kuberc.KubercLine;
import io.japply.cli.kuberc.Preferences;
import java.io.PrintWriter;
import java.util.List;

/**
 * A line with the user's kuberc applied, as kubectl 1.34+ applies it before it runs a command: the
 * file read and checked, an alias expanded, the command's names first (CommandPath), its defaults added;
 * and the credential plugin policy every client of the run keeps.
 */
record KubercRun(List<String> args, PluginPolicy policy) {
    static KubercRun of(List<String> given, List<CommandTree.Node> nodes, Environment environment, PrintWriter err) {
        Preferences kuberc = KubercFile.read(given, name -> environment.variables().get(name), err,
                environment.directory());
        io.japply.cli.kuberc.KubercChecks.validate(kuberc);
        if (kuberc.aliases().isEmpty() && kuberc.defaults().isEmpty()) {
            return new KubercRun(CommandTree.commandsFirst(given, nodes), kuberc.policy());
        }
        KubercCommands commands = new KubercCommands(nodes);
        KubercLine.Aliased aliased = KubercLine.aliases(kuberc, given, commands, err);
        List<String> line = CommandTree.commandsFirst(aliased.args(), nodes);
        List<String> path = CommandTree.commandPath(line, nodes);
        // japply with no command is apply: it takes apply's defaults, its flags after no name
        List<String> named = path.isEmpty() ? List.of("apply") : path;
        List<String> withDefaults = KubercLine.defaults(kuberc, line.subList(path.size(), line.size()), named,
                aliased.alias(), commands, err);
        List<String> all = new java.util.ArrayList<>(path);
        all.addAll(withDefaults);
        return new KubercRun(all, kuberc.policy());
    }
}
