"""Ansible: lint (production profile), syntax check, and a real converge, twice, into a throwaway Debian tree.

The converge target is a Debian 13 (trixie) tree made with debootstrap and reached through Ansible's chroot
connection, with `gpt_home_service_manager=false` (no systemd runs in a chroot: units are installed and enabled,
not started; PostgreSQL is started only for the role/database/extension setup). Package installs, PostgreSQL +
pgvector, the user, hostname files and the virtualenv are all real. To keep the run to minutes, the wheel is
installed with --no-deps and no extras (the heavy dependency tree is what `pip install` would fetch on a Pi), so the
compilers those extras need are not installed either (their package names are checked to exist). A third run
switches the same host to the embedded PostgreSQL, the path Debian 12 takes.

Needs root, debootstrap and the Debian archive the host's apt already uses (or GPT_HOME_TEST_DEBIAN_MIRROR).
The debootstrap tree is cached as a tarball (GPT_HOME_TEST_CACHE, default ~/.cache/gpt-home-tests) and unpacked
fresh for each run.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from ._helpers import ANSIBLE_DIR, REPO, require, run, tool

SUITE = "trixie"
# A fresh Raspberry Pi OS Lite already has Python 3 and systemd; debootstrap's minbase has neither.
DEBOOTSTRAP_INCLUDE = "python3,systemd-sysv,ca-certificates"
DEBOOTSTRAP_TIMEOUT_SECONDS = 900
CONVERGE_TIMEOUT_SECONDS = 900
LINT_TIMEOUT_SECONDS = 300


def _ansible_env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        ANSIBLE_CONFIG=str(ANSIBLE_DIR / "ansible.cfg"),
        ANSIBLE_NOCOLOR="1",
        ANSIBLE_FORCE_COLOR="0",
        ANSIBLE_HOME=str(Path(os.environ.get("HOME", "/root")) / ".ansible"),
        # The venv's bin first, so ansible-playbook finds its own ansible-galaxy/collections.
        PATH=f"{Path(sys.executable).parent}:{env.get('PATH', '')}",
    )
    return env


def test_syntax_check() -> None:
    result = run(
        [tool("ansible-playbook"), "--syntax-check", "-i", "inventory/hosts.yml", "site.yml"],
        cwd=ANSIBLE_DIR,
        env=_ansible_env(),
        timeout=LINT_TIMEOUT_SECONDS,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ansible_lint_production_profile() -> None:
    result = run(
        [tool("ansible-lint"), "--profile", "production", "--nocolor"],
        cwd=ANSIBLE_DIR,
        env=_ansible_env(),
        timeout=LINT_TIMEOUT_SECONDS,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Profile 'production' was required, and it passed" in result.stdout + result.stderr


# --- converge ------------------------------------------------------------------------------------------------


def _host_debian_mirror() -> str:
    """The Debian archive this machine's apt already uses (so the test needs no address of its own)."""
    if os.environ.get("GPT_HOME_TEST_DEBIAN_MIRROR"):
        return os.environ["GPT_HOME_TEST_DEBIAN_MIRROR"]
    text = ""
    for path in [Path("/etc/apt/sources.list"), *sorted(Path("/etc/apt/sources.list.d").glob("*"))]:
        if path.is_file() and path.suffix in ("", ".list", ".sources"):
            text += path.read_text(errors="replace") + "\n"
    for uri in re.findall(r"(?:^URIs:\s*|^deb\s+(?:\[[^]]*\]\s+)?)(\S+)", text, re.MULTILINE):
        if uri.rstrip("/").endswith("/debian"):
            return uri
    require(False, "no Debian archive in the host's apt sources; set GPT_HOME_TEST_DEBIAN_MIRROR")
    raise AssertionError("unreachable")


def _cache_dir() -> Path:
    default = Path(os.environ.get("HOME", "/root")) / ".cache" / "gpt-home-tests"
    return Path(os.environ.get("GPT_HOME_TEST_CACHE", str(default)))


@pytest.fixture(scope="session")
def debootstrap_tarball() -> Path:
    """A minimal Debian tree as a tarball, made once and reused by later runs on the same machine."""
    require(os.geteuid() == 0, "the converge test needs root (debootstrap, chroot, mounts)")
    debootstrap = tool("debootstrap")
    arch = run(["dpkg", "--print-architecture"], timeout=30, check=True).stdout.strip()
    tarball = _cache_dir() / f"debootstrap-{SUITE}-{arch}-minbase.tar"
    if tarball.is_file():
        return tarball
    tarball.parent.mkdir(parents=True, exist_ok=True)
    build = tarball.parent / f"build-{SUITE}-{os.getpid()}"
    started = time.monotonic()
    run(
        [
            debootstrap,
            "--variant=minbase",
            f"--include={DEBOOTSTRAP_INCLUDE}",
            SUITE,
            str(build),
            _host_debian_mirror(),
        ],
        timeout=DEBOOTSTRAP_TIMEOUT_SECONDS,
        check=True,
    )
    print(f"debootstrap {SUITE}: {time.monotonic() - started:.0f} s")
    partial = tarball.with_suffix(".partial")
    run(["tar", "--numeric-owner", "-C", str(build), "-cf", str(partial), "."], timeout=600, check=True)
    partial.rename(tarball)
    run(["rm", "-rf", "--one-file-system", str(build)], timeout=300, check=True)
    return tarball


def _processes_in(root: Path) -> list[int]:
    """Pids whose root directory is inside the tree (e.g. a PostgreSQL left running by a failed run)."""
    pids = []
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                if os.readlink(proc / "root") == str(root):
                    pids.append(int(proc.name))
            except OSError:
                continue
    return pids


@pytest.fixture(scope="session")
def chroot_target(debootstrap_tarball: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A fresh Debian tree prepared like an image build: DNS, no service starts from packages, /proc, /dev/shm."""
    root = tmp_path_factory.mktemp("converge") / "target"
    root.mkdir()
    with tarfile.open(debootstrap_tarball) as tar:
        tar.extractall(root, numeric_owner=True, filter="fully_trusted")  # our own tarball, device nodes included
    (root / "etc/resolv.conf").unlink(missing_ok=True)
    (root / "etc/resolv.conf").write_text(Path("/etc/resolv.conf").read_text())
    # apt inside the tree must reach the archive the same way the host does (e.g. through a proxy set in apt.conf).
    for conf in Path("/etc/apt/apt.conf.d").glob("*"):
        if conf.is_file() and "proxy" in conf.read_text(errors="replace").lower():
            (root / "etc/apt/apt.conf.d" / conf.name).write_text(conf.read_text())
    policy = root / "usr/sbin/policy-rc.d"
    policy.write_text("#!/bin/sh\n# Image build: package scripts must not start services.\nexit 101\n")
    policy.chmod(0o755)
    mounts = [root / "proc", root / "dev/shm"]
    run(["mount", "-t", "proc", "proc", str(mounts[0])], timeout=30, check=True)
    run(["mount", "-t", "tmpfs", "shm", str(mounts[1])], timeout=30, check=True)
    try:
        yield root
    finally:
        for pid in _processes_in(root):  # only processes living inside this tree, which this test started
            try:
                os.kill(pid, 15)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + 20
        while _processes_in(root) and time.monotonic() < deadline:
            time.sleep(0.2)
        for mount in reversed(mounts):
            subprocess.run(["umount", "--lazy", str(mount)], check=False, timeout=30)
        # The unpacked tree (~1 GB) is left to pytest's rotation of its temporary directories: deleting it here
        # costs a minute of the suite.


@pytest.fixture(scope="session")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The GPT Home wheel, built from this checkout (dependencies are not built)."""
    out = tmp_path_factory.mktemp("wheel")
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(REPO)], timeout=600, check=True)
    (built,) = out.glob("gpt_home-*.whl")
    return built


def _converge(
    root: Path, wheel: Path, inventory: Path, **overrides: object
) -> tuple[subprocess.CompletedProcess[str], float]:
    extra_vars: dict[str, object] = {
        "gpt_home_service_manager": False,
        "gpt_home_wheel": str(wheel),
        "gpt_home_pip_no_deps": True,
        "gpt_home_pip_extras": [],
        # No extras to compile, so no compilers (as the role's defaults advise); they are checked to exist below.
        "gpt_home_build_packages": [],
        **overrides,
    }
    started = time.monotonic()
    result = run(
        [tool("ansible-playbook"), "-i", str(inventory), "site.yml", "-e", json.dumps(extra_vars)],
        cwd=ANSIBLE_DIR,
        env=_ansible_env(),
        timeout=CONVERGE_TIMEOUT_SECONDS,
    )
    return result, time.monotonic() - started


def _recap(output: str) -> dict[str, int]:
    match = re.search(r"^target\s*:\s*(.*)$", output, re.MULTILINE)
    assert match, f"no PLAY RECAP line:\n{output[-4000:]}"
    return {key: int(value) for key, value in re.findall(r"(\w+)=(\d+)", match.group(1))}


@pytest.mark.slow
# debootstrap (~2 min) + three converges (~3, ~1.5, ~1.5 min) on 2 cores; the suite's 600 s default is too short.
@pytest.mark.timeout(1500)
def test_converge_twice_is_idempotent(chroot_target: Path, wheel: Path, tmp_path: Path) -> None:
    tool("ansible-playbook")
    inventory = tmp_path / "hosts.yml"
    inventory.write_text(
        "gpt_home:\n  hosts:\n    target:\n"
        "      ansible_connection: community.general.chroot\n"
        f"      ansible_host: {chroot_target}\n"
        "      ansible_become: false\n"
    )
    first, first_seconds = _converge(chroot_target, wheel, inventory)
    print(f"converge 1: {first_seconds:.0f} s")
    assert first.returncode == 0, first.stdout[-6000:] + first.stderr[-2000:]
    recap = _recap(first.stdout)
    assert recap["failed"] == 0 and recap["changed"] > 0

    second, second_seconds = _converge(chroot_target, wheel, inventory)
    print(f"converge 2: {second_seconds:.0f} s")
    assert second.returncode == 0, second.stdout[-6000:] + second.stderr[-2000:]
    recap = _recap(second.stdout)
    changed_tasks = [block.split("]")[0] for block in second.stdout.split("TASK [")[1:] if "\nchanged:" in block]
    assert recap["changed"] == 0, f"second run changed: {changed_tasks}\n{second.stdout[-6000:]}"
    # The second run looked up the role, database and extension and found them (or it would have created them).

    _assert_provisioned(chroot_target)
    _assert_build_packages_exist(chroot_target)

    # Switching the same host to the embedded PostgreSQL (what Debian 12 / bookworm gets) enables gpt-home-db.
    # The same run switches the Home Assistant (Wyoming) service on, with a LAN address chosen explicitly.
    third, third_seconds = _converge(chroot_target, wheel, inventory, gpt_home_postgres="embedded",
                                     gpt_home_wyoming=True, gpt_home_wyoming_uri="tcp://192.168.1.20:10700")
    print(f"converge 3 (switch to embedded PostgreSQL): {third_seconds:.0f} s")
    assert third.returncode == 0, third.stdout[-6000:] + third.stderr[-2000:]
    _assert_embedded(chroot_target)


def _assert_provisioned(root: Path) -> None:
    wants = root / "etc/systemd/system/multi-user.target.wants"
    assert (wants / "gpt-home.service").is_symlink()
    assert (wants / "gpt-home-web.service").is_symlink()
    assert (wants / "postgresql.service").is_symlink()  # trixie packages pgvector: the distribution's server
    assert not (wants / "gpt-home-db.service").exists()
    # The Wyoming unit is installed but off until gpt_home_wyoming is set (it has no authentication).
    assert (root / "etc/systemd/system/gpt-home-wyoming.service").is_file()
    assert not (wants / "gpt-home-wyoming.service").exists()
    assert "WYOMING_URI" not in (root / "etc/gpt-home/gpt-home.env").read_text()
    assert (root / "etc/hostname").read_text().strip() == "gpt-home"
    assert (root / "opt/gpt-home/venv/bin/gpt-home").is_file()
    env = (root / "etc/gpt-home/gpt-home.env").read_text()
    assert "DATABASE_URL=postgresql:///gpt_home?host=/run/postgresql" in env
    assert (root / "etc/gpt-home/gpt-home.env").stat().st_mode & 0o777 == 0o640
    passwd = (root / "etc/passwd").read_text()
    assert re.search(r"^gpt-home:x:\d+:\d+:[^:]*:/var/lib/gpt-home:/usr/sbin/nologin$", passwd, re.MULTILINE)
    group = (root / "etc/group").read_text()
    assert re.search(r"^audio:x:\d+:.*\bgpt-home\b", group, re.MULTILINE)
    assert re.search(r"^gpio:x:\d+:.*\bgpt-home\b", group, re.MULTILINE)
    # The installed units, with the real ExecStart binary, verify cleanly with the target's own systemd (257 on
    # trixie, as on Raspberry Pi OS trixie), and keep their exposure scores there too.
    units = ["gpt-home.service", "gpt-home-web.service", "gpt-home-db.service"]
    result = run(["chroot", str(root), "systemd-analyze", "verify", *units], timeout=120)
    assert result.returncode == 0 and not (result.stdout + result.stderr).strip(), result.stdout + result.stderr
    for unit, limit in (("gpt-home.service", 3.5), ("gpt-home-web.service", 2.5)):
        result = run(
            ["chroot", str(root), "systemd-analyze", "security", "--offline=yes", f"/etc/systemd/system/{unit}"],
            timeout=120,
        )
        match = re.search(r"Overall exposure level for \S+: (\d+(?:\.\d+)?)", result.stdout + result.stderr)
        assert match, result.stdout + result.stderr
        print(f"target's systemd-analyze security {unit}: exposure {match.group(1)}")
        assert float(match.group(1)) <= limit


def _assert_build_packages_exist(root: Path) -> None:
    """The compilers the test skipped installing are real package names in the target's archive."""
    defaults = yaml.safe_load((ANSIBLE_DIR / "roles/gpt_home/defaults/main.yml").read_text())
    packages = defaults["gpt_home_build_packages"]
    assert packages
    result = run(["chroot", str(root), "apt-cache", "show", "--no-all-versions", *packages], timeout=120)
    assert result.returncode == 0, result.stderr
    for package in packages:
        assert re.search(rf"^Package: {re.escape(package)}$", result.stdout, re.MULTILINE), package


def _assert_embedded(root: Path) -> None:
    wants = root / "etc/systemd/system/multi-user.target.wants"
    assert (wants / "gpt-home-db.service").is_symlink()
    assert (wants / "gpt-home-wyoming.service").is_symlink()
    assert "GPT_HOME_WYOMING_URI=tcp://192.168.1.20:10700" in (root / "etc/gpt-home/gpt-home.env").read_text()
    for unit in ("gpt-home.service", "gpt-home-web.service", "gpt-home-wyoming.service"):
        drop_in = (root / f"etc/systemd/system/{unit}.d/10-database.conf").read_text()
        assert "Wants=gpt-home-db.service" in drop_in
    assert not re.search(r"^DATABASE_URL=", (root / "etc/gpt-home/gpt-home.env").read_text(), re.MULTILINE)
