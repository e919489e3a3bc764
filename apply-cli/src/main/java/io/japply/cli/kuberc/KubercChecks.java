package io.japply.cli.kuberc;

import io.japply.apply.kubeconfig.PluginPolicy;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** kubectl's checks of a kuberc's preferences, in its order and words, before any is applied. */
public final class KubercChecks {
    private KubercChecks() {
    }

    public static void validate(Preferences preferences) {
        Set<String> names = new HashSet<>();
        for (Preferences.Alias alias : preferences.aliases()) {
            if (!alias.name().matches("[a-zA-Z]+")) {
                throw new KubercException("invalid alias name, can only include alphabetical characters");
            }
            longForm(alias.options());
            if (!names.add(alias.name())) {
                throw new KubercException("duplicate alias name " + alias.name());
            }
        }
        for (Preferences.Defaults defaults : preferences.defaults()) {
            longForm(defaults.options());
        }
        PluginPolicy.problem(preferences.policyWord(), preferences.allowlist(), preferences.emptyEntries())
                .ifPresent(problem -> {
                    throw new KubercException(problem);
                });
    }

    private static void longForm(List<Preferences.Option> options) {
        for (Preferences.Option option : options) {
            if (option.name().startsWith("-")) {
                throw new KubercException("flag name " + option.name() + " should be in long form without dashes");
            }
        }
    }
}
