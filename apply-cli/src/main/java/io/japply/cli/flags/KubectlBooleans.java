package io.japply.cli.flags;

import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A boolean flag is given bare or with a value, as kubectl's are (Go's pflag): --prune, --prune=true
 * and --server-side=false all work. picocli's booleans take no value unless their arity says so, so every
 * boolean flag of a command is rebuilt with an optional one (bare: true); -h and -V stay as they are.
 */
public final class KubectlBooleans {
    private KubectlBooleans() {
    }

    public static CommandSpec relax(CommandSpec spec) {
        List<OptionSpec> strict = spec.options().stream().filter(KubectlBooleans::takesNoValue).toList();
        for (OptionSpec option : strict) {
            spec.remove(option);
            spec.addOption(option.toBuilder().arity("0..1").fallbackValue("true").build());
        }
        return spec;
    }

    private static boolean takesNoValue(OptionSpec option) {
        boolean bool = option.type() == boolean.class || option.type() == Boolean.class;
        return bool && option.arity().max() == 0 && !option.usageHelp() && !option.versionHelp();
    }
}
