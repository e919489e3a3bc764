// Package offmachine watches a process's own TCP connections for any that leave the machine.
package offmachine

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Watch samples this process's own TCP sockets and records, in
// dir/off-machine-connections, every one whose remote end is not a loopback address. The test
// cluster must never send a packet off the machine; the real-server suite fails when that file
// exists. A connection attempt that leaves the machine waits seconds for an answer that never
// comes, so sampling every 100 ms sees it.
func Watch(dir, process string) {
	record := filepath.Join(dir, "off-machine-connections")
	seen := map[string]bool{}
	go func() {
		for {
			for _, remote := range offMachineRemotes() {
				if seen[remote] {
					continue
				}
				seen[remote] = true
				line := fmt.Sprintf("%s %s connected to %s\n", time.Now().UTC().Format(time.RFC3339Nano), process, remote)
				fmt.Fprint(os.Stderr, "test-cluster: OFF-MACHINE CONNECTION: "+line)
				if f, err := os.OpenFile(record, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
					f.WriteString(line)
					f.Close()
				}
			}
			time.Sleep(100 * time.Millisecond)
		}
	}()
}

// offMachineRemotes lists the remote addresses of this process's TCP sockets that are neither
// loopback nor unset (a listener's).
func offMachineRemotes() []string {
	inodes := socketInodes()
	var remotes []string
	for _, table := range []string{"/proc/self/net/tcp", "/proc/self/net/tcp6"} {
		if f, err := os.Open(table); err == nil {
			remotes = append(remotes, remotesIn(f, inodes)...)
			f.Close()
		}
	}
	return remotes
}

func socketInodes() map[string]bool {
	inodes := map[string]bool{}
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return inodes
	}
	for _, entry := range entries {
		target, err := os.Readlink(filepath.Join("/proc/self/fd", entry.Name()))
		if err == nil && strings.HasPrefix(target, "socket:[") {
			inodes[strings.TrimSuffix(strings.TrimPrefix(target, "socket:["), "]")] = true
		}
	}
	return inodes
}

// remotesIn reads one /proc/net/tcp table: columns are sl, local, remote, state, ..., inode (10th).
func remotesIn(table io.Reader, inodes map[string]bool) []string {
	var remotes []string
	scanner := bufio.NewScanner(table)
	scanner.Scan() // header
	for scanner.Scan() {
		fields := strings.Fields(scanner.Text())
		if len(fields) < 10 || !inodes[fields[9]] {
			continue
		}
		ip, port := procAddress(fields[2])
		if ip == nil || ip.IsUnspecified() || ip.IsLoopback() {
			continue
		}
		remotes = append(remotes, net.JoinHostPort(ip.String(), fmt.Sprint(port)))
	}
	return remotes
}

// procAddress decodes "0100007F:1F90": the address as 32-bit words in host (little-endian) order.
func procAddress(field string) (net.IP, int) {
	parts := strings.Split(field, ":")
	if len(parts) != 2 {
		return nil, 0
	}
	raw, err := hex.DecodeString(parts[0])
	if err != nil || (len(raw) != 4 && len(raw) != 16) {
		return nil, 0
	}
	ip := make(net.IP, len(raw))
	for word := 0; word < len(raw); word += 4 {
		for i := 0; i < 4; i++ {
			ip[word+i] = raw[word+3-i]
		}
	}
	var port int
	fmt.Sscanf(parts[1], "%X", &port)
	return ip, port
}
