package io.japply.cli;

import io.japply.apply.kubeconfig.KubeconfigException;
import java.util.List;

/**
 * A {@link KubeconfigException} in kubectl's words on stderr: one problem as "error: ..." (a current
 * context that names no context as "Error in configuration: ..."), several checks of the configuration
 * as kubectl's "Error in configuration:" list, several files that could not be read one a line.
 */
public final class KubeconfigWords {
    private KubeconfigWords() {
    }

    public static String text(KubeconfigException e) {
        List<String> messages = e.messages();
        if (messages.size() == 1) {
            String prefix = e.kind() == KubeconfigException.Kind.CONTEXT_NOT_FOUND ? "Error in configuration: " : "error: ";
            return prefix + messages.get(0) + "\n";
        }
        StringBuilder text = new StringBuilder();
        if (e.kind() == KubeconfigException.Kind.LOADING) {
            messages.forEach(message -> text.append(message).append('\n'));
            return text.toString();
        }
        text.append("Error in configuration: \n");
        messages.forEach(message -> text.append("* ").append(message).append('\n'));
        return text.toString();
    }
}
