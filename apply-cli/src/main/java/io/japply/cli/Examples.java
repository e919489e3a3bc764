package io.japply.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/**
 * The "Examples:" section of each command's --help, after the description as kubectl places it.
 * Kept in one place (keyed by the command's qualified name) so the commands' own classes stay about flags.
 */
final class Examples {
    private static final String SECTION = "examples";

    private static final Map<String, List<String>> BY_COMMAND = Map.ofEntries(
            Map.entry("japply", List.of(
                    "# Apply the manifests of a directory (short for 'japply apply -f')", "japply -f ./manifests/",
                    "# See what would change first", "japply diff -f ./manifests/")),
            Map.entry("japply apply", List.of(
                    "# Apply the configuration in pod.yaml", "japply apply -f ./pod.yaml",
                    "# Apply a kustomization (runs 'kubectl kustomize dir/' or 'kustomize build dir/')", "japply apply -k dir/",
                    "# Apply the JSON passed on stdin", "cat pod.json | japply apply -f -",
                    "# Apply only the objects labelled app=nginx", "japply apply -f ./manifests/ -l app=nginx",
                    "# Show the requests (method, URL, status, time) on stderr", "japply apply -f ./pod.yaml -v=6")),
            Map.entry("japply diff", List.of(
                    "# Diff the objects in pod.json against the cluster", "japply diff -f pod.json",
                    "# Diff a kustomization, only the objects labelled tier=web", "japply diff -k overlays/prod -l tier=web",
                    "# Without a cluster, against saved 'kubectl get -o yaml' output", "japply diff -f new/ --live saved/")),
            Map.entry("japply view-last-applied", viewLastApplied("japply view-last-applied")),
            Map.entry("japply apply view-last-applied", viewLastApplied("japply apply view-last-applied")),
            Map.entry("japply set-last-applied", setLastApplied("japply set-last-applied")),
            Map.entry("japply apply set-last-applied", setLastApplied("japply apply set-last-applied")),
            Map.entry("japply edit-last-applied", editLastApplied("japply edit-last-applied")),
            Map.entry("japply apply edit-last-applied", editLastApplied("japply apply edit-last-applied")),
            Map.entry("japply compute-patch", List.of(
                    "# The patch apply would send for deploy.yaml against the live object saved in live.yaml",
                    "japply compute-patch --modified deploy.yaml --current live.yaml")),
            Map.entry("japply patch", List.of(
                    "# Patch a file offline, as 'kubectl patch --local' does",
                    "japply patch --local -f deploy.yaml -p '{\"spec\":{\"replicas\":3}}' -o yaml")),
            Map.entry("japply version", List.of(
                    "# Print japply's version (no kubeconfig is read, no server asked)", "japply version --client")),
            Map.entry("japply completion", List.of(
                    "# Load completion into the current bash shell", "source <(japply completion bash)",
                    "# Load it in zsh", "source <(japply completion zsh)")));

    private Examples() {
    }

    private static List<String> viewLastApplied(String command) {
        return List.of("# View the last-applied configuration of the objects in deploy.yaml, as YAML",
                command + " -f deploy.yaml", "# As JSON", command + " -f deploy.yaml -o json");
    }

    private static List<String> setLastApplied(String command) {
        return List.of("# Record deploy.yaml as the last-applied configuration, creating the annotation if missing",
                command + " -f deploy.yaml --create-annotation");
    }

    private static List<String> editLastApplied(String command) {
        return List.of("# Edit the last-applied configuration of the objects in deploy.yaml, as JSON",
                command + " -f deploy.yaml -o json");
    }

    /** Adds the section to {@code cli} and every command below it that has examples. */
    static void addTo(CommandLine cli) {
        List<String> lines = BY_COMMAND.get(cli.getCommandSpec().qualifiedName());
        if (lines != null) {
            // picocli hands a parent's section keys down to its subcommands: add the key only once
            if (!cli.getHelpSectionKeys().contains(SECTION)) {
                List<String> keys = new ArrayList<>(cli.getHelpSectionKeys());
                keys.add(keys.indexOf(CommandLine.Model.UsageMessageSpec.SECTION_KEY_DESCRIPTION) + 1, SECTION);
                cli.setHelpSectionKeys(keys);
            }
            cli.getHelpSectionMap().put(SECTION, help -> render(lines));
        }
        cli.getSubcommands().values().stream().distinct().forEach(Examples::addTo);
    }

    /** Comments start a new example after a blank line, as in kubectl's help. */
    private static String render(List<String> lines) {
        StringBuilder text = new StringBuilder(System.lineSeparator()).append("Examples:").append(System.lineSeparator());
        for (int i = 0; i < lines.size(); i++) {
            if (i > 0 && lines.get(i).startsWith("#")) {
                text.append(System.lineSeparator());
            }
            text.append("  ").append(lines.get(i)).append(System.lineSeparator());
        }
        return text.toString();
    }

    /** For the test that every command has examples. */
    static boolean has(String qualifiedName) {
        return BY_COMMAND.containsKey(qualifiedName);
    }
}
