package io.japply.cli.kuberc;

import io.japply.apply.kubeconfig.PluginPolicy;
import java.util.List;

/**
 * A kuberc's preferences (kubectl.config.k8s.io Preference, v1beta1 or v1alpha1): flag values a
 * command takes unless the line gives them, aliases, and which credential plugins may run.
 */
public record Preferences(List<Defaults> defaults, List<Alias> aliases, String policyWord, List<String> allowlist,
                          List<Boolean> emptyEntries) {
    /** A flag and the value it takes by default. */
    public record Option(String name, String value) {
    }

    /** The defaults of one command ("apply", "apply view-last-applied"...). */
    public record Defaults(String command, List<Option> options) {
    }

    /** A name that runs a command with arguments before and after the line's, and flag defaults. */
    public record Alias(String name, String command, List<String> prepend, List<String> append, List<Option> options) {
    }

    /** No kuberc: no defaults, no aliases, every plugin allowed. */
    public static Preferences none() {
        return new Preferences(List.of(), List.of(), "", null, List.of());
    }

    /** The credential plugin policy; checked first ({@link KubercChecks}). */
    public PluginPolicy policy() {
        return new PluginPolicy(PluginPolicy.Type.of(policyWord).orElseThrow(), allowlist);
    }
}
