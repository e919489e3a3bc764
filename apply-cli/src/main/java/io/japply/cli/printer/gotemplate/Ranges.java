package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Node.BranchNode;
import io.japply.cli.printer.gotemplate.Node.PipeNode;
import io.japply.cli.printer.gotemplate.Values.Boxed;
import java.util.List;
import java.util.Map;

/**
 * {{range}} over a list, a map (keys in order) or an integer n (0 to n-1, of n's type: Go 1.24's, which
 * kubectl 1.37 has), with its variables and else.
 */
final class Ranges {
    private final Executor executor;

    Ranges(Executor executor) {
        this.executor = executor;
    }

    void walkRange(Object dot, BranchNode range) {
        executor.at(range);
        Object value = Values.unbox(new Evaluator(executor).pipeline(dot, range.pipe()));
        if (!iterate(value, range)) {
            if (range.elseList() != null) {
                executor.walk(dot, range.elseList());
            }
        }
    }

    /** Runs the body for each element; false if there was none. */
    private boolean iterate(Object value, BranchNode range) {
        if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                if (turn(range, new Values.GoInt(i), new Boxed(list.get(i)))) {
                    break;
                }
            }
            return !list.isEmpty();
        }
        if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (turn(range, entry.getKey(), new Boxed(entry.getValue()))) {
                    break;
                }
            }
            return !map.isEmpty();
        }
        if (value == null) {
            return false;
        }
        if (Values.integer(value) != null) {
            return count(value, range);
        }
        throw executor.error("range can't iterate over " + GoFmt.sprint(List.of(value)));
    }

    /** Go's range over an integer: the element only, as over a channel; with two variables, an error. */
    private boolean count(Object n, BranchNode range) {
        if (range.pipe().decl().size() > 1) {
            throw executor.error("can't use " + GoFmt.sprint(List.of(n)) + " to iterate over more than one variable");
        }
        long end = Values.integer(n);
        for (long i = 0; i < end; i++) {
            if (turn(range, null, n instanceof Values.GoInt ? new Values.GoInt(i) : Long.valueOf(i))) {
                break;
            }
        }
        return end > 0;
    }

    private boolean turn(BranchNode range, Object index, Object element) {
        PipeNode pipe = range.pipe();
        List<String> decl = pipe.decl();
        if (!decl.isEmpty()) {
            if (pipe.isAssign()) {
                executor.setVar(decl.get(0), decl.size() > 1 ? index : element);
            } else {
                executor.setTopVar(1, element);
            }
        }
        if (decl.size() > 1) {
            if (pipe.isAssign()) {
                executor.setVar(decl.get(1), element);
            } else {
                executor.setTopVar(2, index);
            }
        }
        return executor.turn(element, range.list());
    }
}
